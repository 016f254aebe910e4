import type { NavSidebar } from '../types';

/** The `use-cases` sidebar (use-cases instance). Order and titles follow the product's navigation. */
export const useCasesSidebar = {
  id: 'use-cases',
  label: 'Use cases',
  instance: 'use-cases',
  items: [
    {
      title: 'IOT Vehicle Monitoring',
      children: [
        { title: 'Introduction', path: '/use-cases/iot-vehicle-monitoring/introduction' },
        { title: 'Scenario', path: '/use-cases/iot-vehicle-monitoring/scenario' },
        { title: 'Solution Overview', path: '/use-cases/iot-vehicle-monitoring/solution-overview' },
        { title: 'Steps to run the demo', path: '/use-cases/iot-vehicle-monitoring/steps-to-run-the-demo' },
      ],
    },
    {
      title: 'Analytics from customer reviews',
      children: [
        { title: 'Introduction', path: '/use-cases/analytics-from-customer-reviews/introduction' },
        { title: 'Scenario', path: '/use-cases/analytics-from-customer-reviews/scenario' },
        { title: 'Application & Details', path: '/use-cases/analytics-from-customer-reviews/application-and-details' },
      ],
    },
    {
      title: 'Fraud Detection',
      children: [
        { title: 'Introduction', path: '/use-cases/fraud-detection/introduction' },
        { title: 'First-party bank fraud', path: '/use-cases/fraud-detection/first-party-bank-fraud' },
        { title: 'Insurance fraud', path: '/use-cases/fraud-detection/insurance-fraud' },
        { title: 'E-commerce fraud', path: '/use-cases/fraud-detection/ecommerce-fraud' },
        { title: 'Conclusion', path: '/use-cases/fraud-detection/conclusion' },
      ],
    },
    {
      title: 'Supply Chain Management',
      children: [
        { title: 'Introduction', path: '/use-cases/supply-chain-management/introduction' },
        { title: 'Scenario', path: '/use-cases/supply-chain-management/scenario' },
        { title: 'Implementation', path: '/use-cases/supply-chain-management/implementation' },
        { title: 'Conclusion', path: '/use-cases/supply-chain-management/conclusion' },
      ],
    },
  ],
} satisfies NavSidebar;
