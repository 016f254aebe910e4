// Sidebars of the apps docs instance, generated from the navigation model (src/nav).
import { sidebarsFor } from '../nav/toSidebar';

export default sidebarsFor('apps');
