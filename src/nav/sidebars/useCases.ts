import type { NavSidebar } from '../types';

/** The `use-cases` sidebar (use-cases instance). Order and titles follow the product's navigation. */
export const useCasesSidebar = {
  id: 'use-cases',
  label: 'Use cases',
  instance: 'use-cases',
  items: [
    {
      id: 'section:use-cases/iot-vehicle-monitoring',
      title: 'IOT Vehicle Monitoring',
      children: [
        { id: 'use-cases/iot-vehicle-monitoring/introduction', title: 'Introduction', path: '/use-cases/iot-vehicle-monitoring/introduction' },
        { id: 'use-cases/iot-vehicle-monitoring/scenario', title: 'Scenario', path: '/use-cases/iot-vehicle-monitoring/scenario' },
        { id: 'use-cases/iot-vehicle-monitoring/solution-overview', title: 'Solution Overview', path: '/use-cases/iot-vehicle-monitoring/solution-overview' },
        { id: 'use-cases/iot-vehicle-monitoring/steps-to-run-the-demo', title: 'Steps to run the demo', path: '/use-cases/iot-vehicle-monitoring/steps-to-run-the-demo' },
      ],
    },
    {
      id: 'section:use-cases/analytics-from-customer-reviews',
      title: 'Analytics from customer reviews',
      children: [
        { id: 'use-cases/analytics-from-customer-reviews/introduction', title: 'Introduction', path: '/use-cases/analytics-from-customer-reviews/introduction' },
        { id: 'use-cases/analytics-from-customer-reviews/scenario', title: 'Scenario', path: '/use-cases/analytics-from-customer-reviews/scenario' },
        { id: 'use-cases/analytics-from-customer-reviews/application-and-details', title: 'Application & Details', path: '/use-cases/analytics-from-customer-reviews/application-and-details' },
      ],
    },
    {
      id: 'section:use-cases/fraud-detection',
      title: 'Fraud Detection',
      children: [
        { id: 'use-cases/fraud-detection/introduction', title: 'Introduction', path: '/use-cases/fraud-detection/introduction' },
        { id: 'use-cases/fraud-detection/first-party-bank-fraud', title: 'First-party bank fraud', path: '/use-cases/fraud-detection/first-party-bank-fraud' },
        { id: 'use-cases/fraud-detection/insurance-fraud', title: 'Insurance fraud', path: '/use-cases/fraud-detection/insurance-fraud' },
        { id: 'use-cases/fraud-detection/ecommerce-fraud', title: 'E-commerce fraud', path: '/use-cases/fraud-detection/ecommerce-fraud' },
        { id: 'use-cases/fraud-detection/conclusion', title: 'Conclusion', path: '/use-cases/fraud-detection/conclusion' },
      ],
    },
    {
      id: 'section:use-cases/supply-chain-management',
      title: 'Supply Chain Management',
      children: [
        { id: 'use-cases/supply-chain-management/introduction', title: 'Introduction', path: '/use-cases/supply-chain-management/introduction' },
        { id: 'use-cases/supply-chain-management/scenario', title: 'Scenario', path: '/use-cases/supply-chain-management/scenario' },
        { id: 'use-cases/supply-chain-management/implementation', title: 'Implementation', path: '/use-cases/supply-chain-management/implementation' },
        { id: 'use-cases/supply-chain-management/conclusion', title: 'Conclusion', path: '/use-cases/supply-chain-management/conclusion' },
      ],
    },
  ],
} satisfies NavSidebar;
