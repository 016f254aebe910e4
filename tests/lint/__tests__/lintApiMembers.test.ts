/** @jest-environment node */
// API completeness per edition against the committed registry: a class page must declare every member of its class,
// edition and language; a Java member shown only for C++ and a missing member fail, a member on the left-out list passes.
import { loadFacts } from '../../../facts/registry';
import { checkMembers, LEFT_OUT, type LeftOut } from '../rules/apiMembers';
import { parsePage } from '../page';

const facts = loadFacts();
const cls = 'BangDBNotificationManager';
const members = facts.methods.filter((m) => m.class === cls && m.edition === 'embedded');
const sig = (params: string[]) => params.map((t, i) => `${t} a${i}`).join(', ');
const cppBlock = (skip = '') => members.filter((m) => m.lang === 'cpp' && m.method !== skip).map((m) => `${m.returns === cls ? '' : m.returns + ' '}${m.method}(${sig(m.params)});`);
const javaBlock = (skip = '') => members.filter((m) => m.lang === 'java' && m.method !== skip).map((m) => `public ${m.returns === cls ? '' : m.returns + ' '}${m.method}(${sig(m.params)})`);
const page = (cpp: string[], java: string[], path = 'docs/bangdb-notification-manager-embedded.md') =>
  parsePage(path, `---\ntitle: ${cls} (embedded)\n---\n\n\`\`\`cpp\n${cpp.join('\n')}\n\`\`\`\n\n\`\`\`java\n${java.join('\n')}\n\`\`\`\n`);

describe('api-members rule', () => {
  it('passes a class page that declares every member in both languages', () => {
    expect(members.some((m) => m.lang === 'java') && members.some((m) => m.lang === 'cpp')).toBe(true);
    expect(checkMembers(page(cppBlock(), javaBlock()), facts)).toEqual([]);
  });

  it('reports a Java member shown for C++ only, at the C++ declaration', () => {
    const [f, ...rest] = checkMembers(page(cppBlock(), javaBlock('scanDoc')), facts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ rule: 'api-members', name: 'scanDoc', line: 6 + cppBlock().findIndex((l) => l.includes(' scanDoc(')) });
    expect(f.message).toMatch(/^Java scanDoc\(.*\) is a member of BangDBNotificationManager \(embedded\), but the page shows it for C\+\+ only$/);
  });

  it('reports a member the page does not declare at all', () => {
    const findings = checkMembers(page(cppBlock('registerNotification'), javaBlock('registerNotification')), facts);
    expect(findings.map((f) => f.message.split(' is ')[0])).toEqual(['C++ registerNotification(const char *)', 'Java registerNotification(String)']);
  });

  it('passes a member on the left-out list, and the list is for members that exist, each with a reason', () => {
    const leftOut: LeftOut[] = [{ edition: 'embedded', lang: 'java', class: cls, member: 'scanDoc', reason: 'test' }];
    expect(checkMembers(page(cppBlock(), javaBlock('scanDoc')), facts, leftOut)).toEqual([]);
    for (const l of LEFT_OUT) {
      expect(l.reason.length).toBeGreaterThan(20);
      expect(facts.methods.some((m) => m.edition === l.edition && m.lang === l.lang && m.class === l.class
        && (m.method === l.member || `${m.method}(${m.params.join(', ')})` === l.member))).toBe(true);
    }
  });

  it('checks only class reference pages of their own edition', () => {
    expect(checkMembers(page([], [], 'docs/notification.md'), facts)).toEqual([]);
  });
});
