import type { NavSidebar } from '../types';

/** The `ml-usecases` sidebar (use-cases instance). Order and titles follow the product's navigation. */
export const mlUsecasesSidebar = {
  id: 'ml-usecases',
  label: 'ML use cases',
  instance: 'use-cases',
  items: [
    {
      title: 'ML Usecases',
      children: [
        { title: 'Overview', path: '/use-cases/ml-usecases' },
        { title: 'Credit risk analysis', path: '/use-cases/ml-usecases/credit-risk-analysis' },
        { title: 'Forecast product demand', path: '/use-cases/ml-usecases/forecast-product-demand' },
        { title: 'Data clustering analysis', path: '/use-cases/ml-usecases/data-clustering-analysis' },
        { title: 'Online shoppers purchasing intention', path: '/use-cases/ml-usecases/online-shoppers-purchasing-intention' },
        { title: 'Amazon sentiment analysis', path: '/use-cases/ml-usecases/amazon-sentiment-analysis' },
        { title: 'Rainfall prediction', path: '/use-cases/ml-usecases/rainfall-prediction' },
      ],
    },
  ],
} satisfies NavSidebar;
