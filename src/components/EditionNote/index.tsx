import React from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';

/** The two builds of the BangDB 2.0 API: the library linked into your process, and the client of a BangDB server. */
export type Edition = 'embedded' | 'client';

/** Where each edition's declarations ship in the server package. */
const EDITIONS: Record<Edition, { title: string; folder: string; namespace: string; jar: string; otherLabel: string }> = {
  embedded: {
    title: 'Embedded edition',
    folder: 'include/bangdb-embd/',
    namespace: 'BangDB',
    jar: 'jars/bangdb-embd-java.jar',
    otherLabel: 'Server client edition',
  },
  client: {
    title: 'Server client edition',
    folder: 'include/bangdb-client/',
    namespace: 'BangDB_Client',
    jar: 'jars/bangdb-client-java.jar',
    otherLabel: 'Embedded edition',
  },
};

export interface EditionNoteProps {
  edition: Edition;
  /** The class as C++ and Java name it. */
  name: string;
  /** Its C++ header, when it is not `<name>.h`. */
  header?: string;
  /** False when the edition's jar has no Java class of that name. */
  java?: boolean;
  /** Route of the same class in the other edition. */
  other?: string;
}

/**
 * Which edition an API class page describes and where its declarations ship, in one place instead of a sentence on
 * every class page. Put it after the page's opening paragraph:
 *
 *   <EditionNote edition="embedded" name="BangDBTable" other="/bangdb-table-api" />
 */
export default function EditionNote({ edition, name, header = `${name}.h`, java = true, other }: EditionNoteProps): React.JSX.Element {
  const { title, folder, namespace, jar, otherLabel } = EDITIONS[edition];
  return (
    <Admonition type="info" title={`${title}, BangDB 2.0`}>
      <ul>
        <li>
          C++: <code>{header}</code> in <code>{folder}</code>, namespace <code>{namespace}</code>
        </li>
        <li>
          Java:{' '}
          {java ? (
            <>
              <code>{`com.bangdb.${name}`}</code> in <code>{jar}</code>
            </>
          ) : (
            <>no class of this name in <code>{jar}</code></>
          )}
        </li>
        {other && (
          <li>
            {otherLabel}: <Link to={other}>{name}</Link>
          </li>
        )}
      </ul>
    </Admonition>
  );
}
