// ApiItem (theme enhancer, patch `restCssSplit`): the OpenAPI theme's stylesheet, imported by the REST pages' doc
// item instead of by every page.
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import ApiItem from '@theme-init/ApiItem';

export default ApiItem;
