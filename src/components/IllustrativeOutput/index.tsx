import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * Marks a result worked out by hand from the documented semantics (not captured from a BangDB server), so a
 * reader never mistakes it for a server's reply. Wrap the code block (or table) that shows the result:
 *
 *   <IllustrativeOutput>
 *
 *   ```json title="Result"
 *   ...
 *   ```
 *
 *   </IllustrativeOutput>
 *
 * `note` replaces the default sentence when the page needs to say more (for example which rule was applied).
 */
export default function IllustrativeOutput({ children, note }: { children: ReactNode; note?: ReactNode }): React.JSX.Element {
  return (
    <figure className={styles.box} data-illustrative="">
      <figcaption className={styles.caption}>
        <strong>Illustrative output.</strong>{' '}
        {note ?? 'Worked out by hand from the documented behaviour, not captured from a running server.'}
      </figcaption>
      {children}
    </figure>
  );
}
