// Sidebars of the core docs instance, generated from the navigation model (src/nav).
import { sidebarsFor } from './src/nav/toSidebar';

export default sidebarsFor('docs');
