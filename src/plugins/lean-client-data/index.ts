// Local plugin: trims data Docusaurus ships to the browser on every page but the browser never reads
// (see the two loaders). Pages render the same; main.js and each docs area's props chunk get smaller.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function leanClientData(): Plugin {
  return {
    name: 'lean-client-data',
    configureWebpack(_config, isServer) {
      const versionProps = {
        test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, 'versionPropsLoader.cjs') }],
      };
      const registry = {
        test: /[\\/]\.docusaurus[\\/]registry\.js$/,
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, 'registryLoader.cjs') }],
      };
      return { module: { rules: isServer ? [versionProps] : [versionProps, registry] } };
    },
  };
}
