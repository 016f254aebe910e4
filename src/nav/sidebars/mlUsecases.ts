import type { NavSidebar } from '../types';

/** The `ml-usecases` sidebar (use-cases instance). Order and titles follow the product's navigation. */
export const mlUsecasesSidebar = {
  id: 'ml-usecases',
  label: 'ML use cases',
  instance: 'use-cases',
  items: [
    {
      id: 'section:ml-usecases/ml-usecases',
      title: 'ML Usecases',
      children: [
        { id: 'use-cases/ml-usecases', title: 'Overview', path: '/use-cases/ml-usecases' },
        { id: 'use-cases/ml-usecases/credit-risk-analysis', title: 'Credit risk analysis', path: '/use-cases/ml-usecases/credit-risk-analysis' },
        { id: 'use-cases/ml-usecases/forecast-product-demand', title: 'Forecast product demand', path: '/use-cases/ml-usecases/forecast-product-demand' },
        { id: 'use-cases/ml-usecases/data-clustering-analysis', title: 'Data clustering analysis', path: '/use-cases/ml-usecases/data-clustering-analysis' },
        { id: 'use-cases/ml-usecases/online-shoppers-purchasing-intention', title: 'Online shoppers purchasing intention', path: '/use-cases/ml-usecases/online-shoppers-purchasing-intention' },
        { id: 'use-cases/ml-usecases/amazon-sentiment-analysis', title: 'Amazon sentiment analysis', path: '/use-cases/ml-usecases/amazon-sentiment-analysis' },
        { id: 'use-cases/ml-usecases/rainfall-prediction', title: 'Rainfall prediction', path: '/use-cases/ml-usecases/rainfall-prediction' },
      ],
    },
  ],
} satisfies NavSidebar;
