/** The REST pages' schema-tree repair (src/features/rest-api/listSemantics.ts). */
import { repairLists, watchListSemantics } from '@site/src/features/rest-api/listSemantics';

const html = (markup: string) => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
};

it('gives tree items in a <ul> the listitem role', () => {
  const root = html('<ul><div class="openapi-schema__list-item">a</div><div class="openapi-params__list-item">b</div></ul>');
  repairLists(root);
  expect(Array.from(root.querySelectorAll('div')).map((d) => d.getAttribute('role'))).toEqual(['listitem', 'listitem']);
  expect(root.querySelector('ul')?.hasAttribute('role')).toBe(false);
});

it('turns a <ul> holding other elements into no list at all', () => {
  const root = html('<ul><span class="badge">array</span><div class="openapi-schema__list-item">a</div></ul>');
  repairLists(root);
  expect(root.querySelector('ul')?.getAttribute('role')).toBe('none');
  expect(root.querySelector('div')?.hasAttribute('role')).toBe(false);
});

it('leaves proper lists and tree items outside lists alone', () => {
  const root = html('<ul><li>x</li></ul><div><div class="openapi-schema__list-item">a</div></div>');
  repairLists(root);
  expect(root.querySelector('ul')?.hasAttribute('role')).toBe(false);
  expect(root.querySelector('.openapi-schema__list-item')?.hasAttribute('role')).toBe(false);
});

it('repairs lists rendered later', async () => {
  const root = html('');
  document.body.append(root);
  const stop = watchListSemantics(root);
  root.innerHTML = '<ul><div class="openapi-schema__list-item">a</div></ul>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(root.querySelector('div')?.getAttribute('role')).toBe('listitem');
  stop();
  root.remove();
});
