import { applyPageFlags, pageFlags } from '@site/src/lib/pageFlags';

describe('page flags', () => {
  it('reads noHeader and noSidebar only when they are true', () => {
    expect(pageFlags({ noHeader: true, noSidebar: 'yes' })).toEqual({ noHeader: true, noSidebar: false });
    expect(pageFlags({})).toEqual({ noHeader: false, noSidebar: false });
  });

  it('turns noSidebar into the docs plugin\'s displayed_sidebar: null', () => {
    expect(applyPageFlags({ title: 'Home', noSidebar: true })).toEqual({ title: 'Home', noSidebar: true, displayed_sidebar: null });
    expect(applyPageFlags({ title: 'Page' })).toEqual({ title: 'Page' });
  });
});
