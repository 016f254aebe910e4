import React from 'react';
import { products, watchDemo } from '@site/src/config/header';
import { AmpereIcon, BangdbIcon, PlayIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

const ICONS = { ampere: AmpereIcon, bangdb: BangdbIcon } as const;

/** The Products entries (name, description, icon, link) and the Watch Demo link. */
export default function ProductList() {
  return (
    <>
      <ul className={styles.products}>
        {products.map((product) => {
          const Icon = ICONS[product.icon];
          return (
            <li key={product.name}>
              <a href={product.href} target="_blank" rel="noopener noreferrer" className={styles.product}>
                <Icon size={28} className={styles.productIcon} />
                <span>
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.productDescription}>{product.description}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <a href={watchDemo.href} target="_blank" rel="noopener noreferrer" className={styles.demo}>
        <PlayIcon size={18} /> {watchDemo.name}
      </a>
    </>
  );
}
