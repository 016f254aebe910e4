// The few Markdown syntax-tree (mdast + MDX) shapes the site's remark plugins read and write, and the nodes they
// add: a JSX element with string props, and the import of the component it names.

export interface MdNode {
  type: string;
  name?: string | null;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  attributes?: MdAttribute[];
  [key: string]: unknown;
}
export interface MdAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: string | null | { type: string };
}

/** `<Name a="1" b="2" />` as a block-level JSX element; every prop a string. */
export function jsxElement(name: string, props: Record<string, string | number>): MdNode {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(props).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: String(value) })),
    children: [],
  };
}

/** A string prop of a JSX element (undefined when absent or given as an expression). */
export function stringProp(node: MdNode, name: string): string | undefined {
  const value = node.attributes?.find((a) => a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** `import Name from 'source';` as an MDX ESM node (with the ESTree the MDX compiler reads). */
export function esmImport(name: string, source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
          source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          attributes: [],
        }],
      },
    },
  };
}
