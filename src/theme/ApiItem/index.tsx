// ApiItem (wrap): the OpenAPI theme's stylesheet is imported here, on REST endpoint pages, instead of on every
// page (src/plugins/lean-rest-pages drops the theme's global import and gives it its own CSS file).
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export { default } from '@theme-original/ApiItem';
