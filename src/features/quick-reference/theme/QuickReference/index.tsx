// A quick-reference sheet: a filter that narrows every table as the reader types, an edition filter where the sheet
// has editions, one table per group, each row with a link to the page and heading that explain it, copy buttons on
// forms.
import React, { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { ALL_EDITIONS, rowFilter } from '../../filter';
import type { Sheet, SheetRow } from '../../sheets';
import styles from './styles.module.css';

function CopyButton({ text }: { text: string }): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  return (
    <button type="button" className={styles.copy} onClick={copy} onBlur={() => setCopied(false)} aria-label={`Copy ${text}`}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

const groupId = (sheet: string, title: string) => `${sheet}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

function Row({ row, code }: { row: SheetRow; code: boolean[] }): ReactNode {
  return (
    <tr>
      {row.cells.map((cell, i) => (
        <td key={i}>
          {code[i] ? <code>{cell}</code> : cell}
          {i === 0 && row.copy ? <CopyButton text={row.copy} /> : null}
        </td>
      ))}
      <td className={styles.where}>{row.href ? <Link to={row.href}>{row.where}</Link> : 'No page yet'}</td>
    </tr>
  );
}

export default function QuickReference({ sheet }: { sheet: Sheet }): ReactNode {
  const [query, setQuery] = useState('');
  const [edition, setEdition] = useState(ALL_EDITIONS);
  const deferred = useDeferredValue(query);
  const inputId = useId();
  const code = sheet.columns.map((c) => Boolean(c.code));
  const groups = useMemo(() => {
    const keep = rowFilter(deferred, edition);
    return sheet.groups.map((g) => ({ ...g, rows: g.rows.filter(keep) })).filter((g) => g.rows.length > 0);
  }, [sheet, deferred, edition]);
  const total = sheet.groups.reduce((n, g) => n + g.rows.length, 0);
  const shown = groups.reduce((n, g) => n + g.rows.length, 0);
  return (
    <div className={styles.sheet}>
      <div className={styles.controls}>
        <label htmlFor={inputId}>Filter this sheet</label>
        <input id={inputId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Type a name or a word" autoComplete="off" spellCheck={false} />
        {sheet.editions ? (
          <fieldset className={styles.editions}>
            <legend>Edition</legend>
            {[{ value: ALL_EDITIONS, label: 'All' }, ...sheet.editions].map((e) => (
              <label key={e.value}>
                <input type="radio" name={`${inputId}-edition`} value={e.value} checked={edition === e.value} onChange={() => setEdition(e.value)} />
                {e.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className={styles.count} aria-live="polite">
          {shown === total ? `${total} entries` : `${shown} of ${total} entries`}
        </p>
      </div>
      {groups.length === 0 ? <p>No entry matches “{deferred}”. Clear the filter to see every entry.</p> : null}
      <div className={styles.groups}>
        {groups.map((g) => (
          <section key={g.title} className={styles.group}>
            <Heading as="h2" id={groupId(sheet.id, g.title)}>
              {g.title}
            </Heading>
            <table className={styles.table}>
              <thead>
                <tr>
                  {sheet.columns.map((c) => (
                    <th key={c.label} scope="col">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col">Explained in</th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((row) => (
                  <Row key={row.key} row={row} code={code} />
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </div>
  );
}
