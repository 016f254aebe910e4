/** Header data: the marketing links and the Products popover entries. */

export interface HeaderLink {
  name: string;
  href: string;
  /** The link of the site the reader is on (Docs). */
  current: boolean;
}

export interface ProductEntry {
  name: string;
  description: string;
  href: string;
  icon: 'ampere' | 'bangdb';
}

export const headerLinks: readonly HeaderLink[] = [
  { name: 'Pricing', href: 'https://bangdb.com/pricing', current: false },
  { name: 'Docs', href: '/', current: true },
  { name: 'Blog', href: 'https://bangdb.com/blog', current: false },
  { name: 'About', href: 'https://bangdb.com/about', current: false },
  { name: 'Contact', href: 'https://bangdb.com/contact-us', current: false },
  { name: 'Resources', href: 'https://bangdb.com/resources', current: false },
];

export const products: readonly ProductEntry[] = [
  {
    name: 'Ampere',
    description: 'Interactive dashboard to ingest, process and visualise data.',
    href: 'https://bangdb.com/ampere',
    icon: 'ampere',
  },
  {
    name: 'BangDB',
    description: 'Multi-model, embedded, high performance, analytical, time-series NoSQL database.',
    href: 'https://bangdb.com/product',
    icon: 'bangdb',
  },
];

export const watchDemo = { name: 'Watch Demo', href: 'https://www.youtube.com/watch?v=KlJrUEQLe20' } as const;

export const download = { name: 'Download', href: 'https://bangdb.com/download' } as const;

export const logo = { alt: 'BangDB', href: 'https://bangdb.com' } as const;
