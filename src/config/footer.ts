/** Footer data. */

export const COPYRIGHT_YEAR = 2023;

export const footerOwner = { name: 'BangDB', href: 'https://bangdb.com' } as const;

export interface SocialLink {
  label: string;
  href: string;
  icon: 'facebook' | 'twitter' | 'github';
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'BangDB on Facebook', href: 'https://www.facebook.com/Iqlect', icon: 'facebook' },
  { label: 'BangDB on Twitter', href: 'https://twitter.com/iqlect', icon: 'twitter' },
  { label: 'BangDB source code on GitHub', href: 'https://github.com/sachin-sinha/BangDB', icon: 'github' },
];
