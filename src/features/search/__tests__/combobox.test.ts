/** The header search box's keyboard and state rules (src/features/search/combobox.ts) and the panel's placement. */
import { CLOSED, comboboxKey, comboboxReducer, type ComboboxState } from '@site/src/features/search/combobox';
import { panelPlacement } from '@site/src/features/search/placement';

/** Open, with 3 results and "See all": 4 options. */
const open: ComboboxState = { open: true, options: 4, active: -1 };
const keys = (state: ComboboxState, ...list: string[]) => list.reduce((s, key) => comboboxKey(s, key).state, state);

describe('combobox state', () => {
  it('opens on a shortcut, and on typing once there is text; typing clears the highlight', () => {
    expect(comboboxReducer(CLOSED, { type: 'open' }).open).toBe(true);
    expect(comboboxReducer(CLOSED, { type: 'input', text: '  ' }).open).toBe(false);
    expect(comboboxReducer(CLOSED, { type: 'input', text: 'cy' }).open).toBe(true);
    expect(comboboxReducer({ ...open, active: 2 }, { type: 'input', text: 'cyp' })).toEqual(open);
  });

  it('new results clear the highlight; the pointer moves it; closing clears it', () => {
    expect(comboboxReducer({ ...open, active: 3 }, { type: 'options', count: 7 })).toEqual({ open: true, options: 7, active: -1 });
    expect(comboboxReducer(open, { type: 'hover', index: 2 }).active).toBe(2);
    expect(comboboxReducer({ ...open, active: 2 }, { type: 'close' })).toEqual({ open: false, options: 4, active: -1 });
  });
});

describe('combobox keys', () => {
  it('↓ and ↑ move through the options and wrap around', () => {
    expect(keys(open, 'ArrowDown').active).toBe(0);
    expect(keys(open, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown').active).toBe(3);
    expect(keys(open, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown').active).toBe(0);
    expect(keys(open, 'ArrowUp').active).toBe(3);
    expect(keys(open, 'ArrowDown', 'ArrowUp').active).toBe(3);
    expect(comboboxKey(open, 'ArrowDown').handled).toBe(true);
  });

  it('↓ on a closed box opens it at the first option; with no options it only opens', () => {
    expect(keys({ ...open, open: false }, 'ArrowDown')).toEqual({ open: true, options: 4, active: 0 });
    expect(keys(CLOSED, 'ArrowDown')).toEqual({ open: true, options: 0, active: -1 });
  });

  it('Enter opens the highlighted option and closes the panel', () => {
    expect(comboboxKey({ ...open, active: 1 }, 'Enter')).toEqual({ state: { open: false, options: 4, active: -1 }, effect: 'follow', handled: true });
  });

  it('Enter with nothing highlighted is left to the form (the spec rule), whatever the panel shows', () => {
    expect(comboboxKey(open, 'Enter')).toEqual({ state: open, effect: 'submit', handled: false });
    expect(comboboxKey(CLOSED, 'Enter')).toEqual({ state: CLOSED, effect: 'submit', handled: false });
    // A highlight the closed panel no longer shows does not count.
    expect(comboboxKey({ open: false, options: 4, active: 2 }, 'Enter').effect).toBe('submit');
  });

  it('Escape dismisses (and keeps the browser from clearing the box)', () => {
    expect(comboboxKey({ ...open, active: 2 }, 'Escape')).toEqual({ state: { open: false, options: 4, active: -1 }, effect: 'dismiss', handled: true });
  });

  it('other keys are the text box\'s, Tab included (focus moves on into the panel or out)', () => {
    expect(comboboxKey(open, 'c')).toEqual({ state: open, effect: null, handled: false });
    expect(comboboxKey(open, 'Home').handled).toBe(false);
    expect(comboboxKey({ ...open, active: 1 }, 'Tab')).toEqual({ state: { ...open, active: 1 }, effect: null, handled: false });
  });
});

describe('panel placement', () => {
  it('hangs under the box, right edges aligned', () => {
    expect(panelPlacement({ right: 1300, bottom: 50 }, 1440, 560)).toEqual({ top: 56, right: 140, width: 560 });
  });

  it('moves left no further than the viewport allows, and narrows on small screens', () => {
    // A box ending at 520 px on a 640 px screen: a 560 px panel under it would start off-screen.
    expect(panelPlacement({ right: 520, bottom: 50 }, 640, 560)).toEqual({ top: 56, right: 72, width: 560 });
    expect(panelPlacement({ right: 400, bottom: 50 }, 500, 560)).toEqual({ top: 56, right: 8, width: 484 });
  });
});
