import React from 'react';
import { ChevronIcon } from '@site/src/components/icons';
import styles from './styles.module.css';

/** The button that slides the area sidebar away and back. */
export default function SidebarToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
      title={open ? 'Collapse sidebar' : 'Expand sidebar'}
      onClick={onToggle}>
      <ChevronIcon size={18} className={styles.toggleIcon} />
    </button>
  );
}
