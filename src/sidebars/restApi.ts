// Sidebars of the rest-api docs instance, generated from the navigation model (src/nav).
import { sidebarsFor } from '../nav/toSidebar';

export default sidebarsFor('rest-api');
