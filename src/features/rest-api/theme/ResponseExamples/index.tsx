// ResponseExamples (openapi theme, wrapped): a reply appears only as the sources document it. The theme adds an
// "Example (auto)" tab built from the schema's types ({"msg": "string"}), which reads like a server's reply.
export { ResponseExamples, ResponseExample } from '@theme-init/ResponseExamples';

export function ExampleFromSchema(): null {
  return null;
}
