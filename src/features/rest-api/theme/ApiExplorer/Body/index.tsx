// ApiExplorer/Body (wrapped): a raw text body (a Cypher statement, a base64 file slice) starts as its documented
// example. The theme fills its editor only for JSON and XML, so such requests would otherwise go out empty.
import React, { useEffect } from 'react';
import Body from '@theme-init/ApiExplorer/Body';
import FormItem from '@theme/ApiExplorer/FormItem';
import LiveEditor from '@theme/ApiExplorer/LiveEditor';
import { setStringRawBody } from '@theme/ApiExplorer/Body/slice';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { rawTextExample, type MediaLike } from '@site/src/features/rest-api/codeSamples';

type Props = React.ComponentProps<typeof Body> & { requestBodyMetadata?: { content?: Record<string, MediaLike> } };
type ContentTypeState = { contentType: { value?: string } };

function RawTextBody({ text }: { text: string }): React.JSX.Element {
  const dispatch = useTypedDispatch();
  useEffect(() => {
    dispatch(setStringRawBody(text));
  }, [dispatch, text]);
  return (
    <FormItem>
      <LiveEditor action={(code: string) => dispatch(setStringRawBody(code))} language="plaintext">
        {text}
      </LiveEditor>
    </FormItem>
  );
}

export default function BodyWrapper(props: Props): React.JSX.Element | null {
  const contentType = useTypedSelector((state: ContentTypeState) => state.contentType.value);
  const text = contentType ? rawTextExample(props.requestBodyMetadata?.content?.[contentType]) : undefined;
  return text === undefined ? <Body {...props} /> : <RawTextBody key={contentType} text={text} />;
}
