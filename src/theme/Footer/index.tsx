// Footer (ejected, safe): the BangDB copyright line and social/source links.
import React from 'react';
import { COPYRIGHT_YEAR, footerOwner, socialLinks } from '@site/src/config/footer';
import { FacebookIcon, GithubIcon, TwitterIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

const ICONS = { facebook: FacebookIcon, twitter: TwitterIcon, github: GithubIcon } as const;

export default function Footer(): React.JSX.Element {
  return (
    <footer className={`footer ${styles.footer}`}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR}{' '}
          <a href={footerOwner.href} target="_blank" rel="noopener noreferrer">
            {footerOwner.name}
          </a>
          . All Rights Reserved.
        </p>
        <ul className={styles.social}>
          {socialLinks.map((link) => {
            const Icon = ICONS[link.icon];
            return (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
                  <Icon size={22} />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
