/**
 * The header search box as an ARIA 1.2 combobox with a listbox popup: what each event does to it. Focus stays in the
 * box; the highlighted option is `aria-activedescendant`.
 */

export interface ComboboxState {
  /** The panel under the box (on a phone, the full-width sheet) is shown. */
  open: boolean;
  /** Options in the listbox: the results shown, then "See all N results". */
  options: number;
  /** The highlighted option; -1 for none. */
  active: number;
}

export const CLOSED: ComboboxState = { open: false, options: 0, active: -1 };

export type ComboboxEvent =
  /** Ctrl/⌘+K, `/` or the phone's search link. */
  | { type: 'open' }
  /** A click or focus outside, or a result followed. */
  | { type: 'close' }
  /** The reader typed: the panel shows once there is text; nothing is highlighted. */
  | { type: 'input'; text: string }
  /** The panel's options changed (new results): nothing is highlighted. */
  | { type: 'options'; count: number }
  /** The pointer moved onto an option. */
  | { type: 'hover'; index: number };

export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false, active: -1 };
    case 'input':
      return { ...state, open: state.open || event.text.trim() !== '', active: -1 };
    case 'options':
      return { ...state, options: event.count, active: -1 };
    case 'hover':
      return { ...state, active: event.index };
  }
}

/** What a key asks of the box besides the new state: open the highlighted option, leave Enter to the form's submit
 *  rule, or dismiss the panel (focus goes back where it was). */
export type KeyEffect = 'follow' | 'submit' | 'dismiss' | null;

export interface KeyOutcome {
  state: ComboboxState;
  effect: KeyEffect;
  /** The key is used up (no caret move, no form submit, no native clearing of the box on Escape). */
  handled: boolean;
}

/**
 * ↓/↑ open the panel and move through the options, wrapping around; Enter opens the highlighted option, or with
 * nothing highlighted submits the form (the spec's rule: src/features/search/searchQuery.ts); Escape dismisses. Other keys are
 * the text box's (Tab moves on: the panel closes once focus leaves the search, see SearchBar).
 */
export function comboboxKey(state: ComboboxState, key: string): KeyOutcome {
  const { options, active } = state;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (options === 0) return { state: { ...state, open: true }, effect: null, handled: true };
      const from = state.open ? active : -1;
      const next = key === 'ArrowDown' ? (from + 1) % options : from <= 0 ? options - 1 : from - 1;
      return { state: { ...state, open: true, active: next }, effect: null, handled: true };
    }
    case 'Enter':
      if (state.open && active >= 0 && active < options) return { state: { ...state, open: false, active: -1 }, effect: 'follow', handled: true };
      return { state, effect: 'submit', handled: false };
    case 'Escape':
      return { state: { ...state, open: false, active: -1 }, effect: 'dismiss', handled: true };
    default:
      return { state, effect: null, handled: false };
  }
}

/** The id of the listbox's option at `index` (the box's `aria-activedescendant`). */
export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;
