/** Small rules behind the reader-experience features: the menu's focus trap, a wide table's scroll state, and which
 *  tables are reference tables. */
import { tabStops, wrappedTabTarget } from '@site/src/lib/focusTrap';
import { MEANING_CELL_MIN, NAME_CELL_MAX, isReferenceTable, tableScrollState } from '@site/src/lib/tableScroll';

describe('focus trap', () => {
  it('wraps Tab from the last stop to the first and Shift+Tab from the first to the last', () => {
    expect(wrappedTabTarget(4, 3, false)).toBe(0);
    expect(wrappedTabTarget(4, 0, true)).toBe(3);
  });

  it('leaves moves between stops to the browser', () => {
    expect(wrappedTabTarget(4, 1, false)).toBeNull();
    expect(wrappedTabTarget(4, 2, true)).toBeNull();
    expect(wrappedTabTarget(4, 3, true)).toBeNull();
  });

  it('brings focus that is on none of the stops to the first (or, backwards, the last)', () => {
    expect(wrappedTabTarget(4, -1, false)).toBe(0);
    expect(wrappedTabTarget(4, -1, true)).toBe(3);
    expect(wrappedTabTarget(0, -1, false)).toBeNull();
  });

  it('counts only elements Tab visits', () => {
    document.body.innerHTML = `
      <div id="root">
        <button id="a">a</button>
        <button disabled>off</button>
        <a>no href</a>
        <a id="b" href="/x">b</a>
        <span tabindex="-1">programmatic only</span>
        <div hidden><button>hidden</button></div>
        <input id="c" />
        <div tabindex="0" id="d">region</div>
      </div>`;
    expect(tabStops(document.getElementById('root')!).map((el) => el.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('table scroll state', () => {
  it('is none when the table fits (a pixel of rounding included)', () => {
    expect(tableScrollState({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toBe('none');
    expect(tableScrollState({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 })).toBe('none');
  });

  it('says where a wide table stands: start, middle, end', () => {
    expect(tableScrollState({ scrollLeft: 0, scrollWidth: 870, clientWidth: 358 })).toBe('start');
    expect(tableScrollState({ scrollLeft: 200, scrollWidth: 870, clientWidth: 358 })).toBe('middle');
    expect(tableScrollState({ scrollLeft: 512, scrollWidth: 870, clientWidth: 358 })).toBe('end');
    expect(tableScrollState({ scrollLeft: 511.5, scrollWidth: 870, clientWidth: 358 })).toBe('end');
  });

  it('reads right-to-left scrolling (negative offsets) by its distance from the start', () => {
    expect(tableScrollState({ scrollLeft: -200, scrollWidth: 870, clientWidth: 358 })).toBe('middle');
    expect(tableScrollState({ scrollLeft: -512, scrollWidth: 870, clientWidth: 358 })).toBe('end');
  });
});

describe('reference tables (stacked on phones and in print)', () => {
  const meaning = 'Size of the buffer pool, the memory the database uses to cache pages.';

  it('are names and short values followed by a column of sentences', () => {
    expect(isReferenceTable([['Parameter', 'Default', 'Meaning'], ['BANGDB_DATABASE_NAME', 'mydb', meaning], ['BUFF_POOL_SIZE_HINT', '4096 (MB)', meaning]])).toBe(true);
    expect(isReferenceTable([['Name', 'Meaning'], ['SERVER_DIR', meaning]])).toBe(true);
  });

  it('leave out tables of values, of long first columns, of one or many columns, and header-only tables', () => {
    expect(isReferenceTable([['Option', 'Overrides', 'In the file?'], ['-i master', 'SERVER_TYPE', 'yes']])).toBe(false);
    expect(isReferenceTable([['Uptime', 'Downtime per year'], ['99 %', 'about 87 hours']])).toBe(false);
    expect(isReferenceTable([['Step', 'Meaning'], ['x'.repeat(NAME_CELL_MAX + 1), meaning]])).toBe(false);
    expect(isReferenceTable([['Meaning'], [meaning]])).toBe(false);
    expect(isReferenceTable([['a', 'b', 'c', 'd', 'Meaning'], ['1', '2', '3', '4', meaning]])).toBe(false);
    expect(isReferenceTable([['Parameter', 'Meaning']])).toBe(false);
  });

  it('need one explanation in the last column, not only values', () => {
    const sentence = 'command line only, the helper script passes it';
    expect(isReferenceTable([['Option', 'Overrides', 'In the file?'], ['-i master', 'SERVER_TYPE', 'yes'], ['-b yes', 'daemon', `no, ${sentence}`]])).toBe(true);
    expect(isReferenceTable([['Name', 'Meaning'], ['A', 'no'], ['B', 'x'.repeat(MEANING_CELL_MIN - 1)]])).toBe(false);
    // A long name is a value too: a table of codes and their constants stays a table.
    expect(isReferenceTable([['Value', 'State'], ['19', 'ML_BANGDB_TRAINING_STATE_BRS_MODEL_UPLOAD_DONE']])).toBe(false);
  });
});
