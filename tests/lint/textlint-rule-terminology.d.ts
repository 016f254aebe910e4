// textlint-rule-terminology ships no types.
declare module 'textlint-rule-terminology' {
  import type { TextlintRuleModule } from '@textlint/kernel';
  const rule: TextlintRuleModule;
  export default rule;
}
