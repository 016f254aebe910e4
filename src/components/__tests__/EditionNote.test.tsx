import React from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import EditionNote from '@site/src/components/EditionNote';

const note = (element: React.JSX.Element) => render(<MemoryRouter>{element}</MemoryRouter>).container;

describe('EditionNote', () => {
  it('names the embedded header, namespace and jar, and links the same class in the client edition', () => {
    const container = note(<EditionNote edition="embedded" name="BangDBTable" other="/bangdb-table-api" />);
    expect(container).toHaveTextContent('Embedded edition, BangDB 2.0');
    expect(container).toHaveTextContent('C++: BangDBTable.h in include/bangdb-embd/, namespace BangDB');
    expect(container).toHaveTextContent('Java: com.bangdb.BangDBTable in jars/bangdb-embd-java.jar');
    expect(screen.getByRole('link', { name: 'BangDBTable' })).toHaveAttribute('href', '/bangdb-table-api');
    expect(container).toHaveTextContent('Server client edition: BangDBTable');
  });

  it('gives the client edition its own folder, namespace and jar, and a header named apart from the class', () => {
    const container = note(<EditionNote edition="client" name="Transaction" header="BangDBTransaction.h" />);
    expect(container).toHaveTextContent('Server client edition, BangDB 2.0');
    expect(container).toHaveTextContent('C++: BangDBTransaction.h in include/bangdb-client/, namespace BangDB_Client');
    expect(container).toHaveTextContent('Java: com.bangdb.Transaction in jars/bangdb-client-java.jar');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the jar has no Java class of that name', () => {
    const container = note(<EditionNote edition="embedded" name="BangDBRTFManager" java={false} />);
    expect(container).toHaveTextContent('Java: no class of this name in jars/bangdb-embd-java.jar');
    expect(container).not.toHaveTextContent('com.bangdb.');
  });
});
