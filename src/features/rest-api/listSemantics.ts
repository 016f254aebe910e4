/**
 * docusaurus-theme-openapi-docs (5.x) draws schema and parameter trees as `<ul>` elements whose children are
 * `<div class="openapi-schema__list-item">` (and sometimes a badge or a tab container), which is invalid list
 * markup (axe `list`, serious): a screen reader announces a list with no items. The markup is generated inside
 * the theme's Schema, RequestSchema, ResponseSchema and ParamsItem components, so instead of ejecting all of them
 * the REST page repairs the semantics in place, on every render:
 *
 * - a list whose element children are all tree items gets `role="listitem"` on them (a list of N properties);
 * - a list with any other non-`<li>` child (a badge, a tab container) is no list at all: `role="none"`.
 *
 * Lists with only `<li>` children are left alone.
 */
const TREE_ITEM = '.openapi-schema__list-item, .openapi-params__list-item, .openapi-discriminator__item';

export function repairList(list: HTMLElement): void {
  const children = Array.from(list.children) as HTMLElement[];
  const others = children.filter((c) => c.tagName !== 'LI');
  if (others.length === 0) return;
  const onlyTreeItems = children.every((c) => c.matches(TREE_ITEM));
  if (onlyTreeItems) {
    for (const item of children) if (item.getAttribute('role') !== 'listitem') item.setAttribute('role', 'listitem');
    if (list.getAttribute('role') === 'none') list.removeAttribute('role');
  } else if (!children.some((c) => c.tagName === 'LI')) {
    for (const item of children) if (item.getAttribute('role') === 'listitem') item.removeAttribute('role');
    if (list.getAttribute('role') !== 'none') list.setAttribute('role', 'none');
  }
}

export function repairLists(root: ParentNode): void {
  if (root instanceof HTMLElement && (root.tagName === 'UL' || root.tagName === 'OL')) repairList(root);
  root.querySelectorAll<HTMLElement>('ul, ol').forEach(repairList);
}

/** Repairs `root` now and whenever React adds to it; returns the function that stops watching. */
export function watchListSemantics(root: HTMLElement): () => void {
  repairLists(root);
  const observer = new MutationObserver((records) => {
    const lists = new Set<HTMLElement>();
    for (const record of records) {
      const target = record.target as HTMLElement;
      if (target.tagName === 'UL' || target.tagName === 'OL') lists.add(target);
      record.addedNodes.forEach((node) => {
        if (node.nodeType === Node.ELEMENT_NODE) repairLists(node as HTMLElement);
      });
    }
    lists.forEach(repairList);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
