import { Fragment, type ReactNode } from 'react';

/**
 * A message with marked parts (`Read the <terms>terms</terms> first.`) drawn with an element per tag, so a
 * translation can move the link to where its grammar puts it. Unknown tags are shown as their text.
 */
export function RichMessage({
  text,
  parts,
}: {
  text: string;
  parts: Readonly<Record<string, (content: string) => ReactNode>>;
}) {
  const pieces: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, tag = '', content = ''] = match;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    const part = parts[tag];
    pieces.push(<Fragment key={match.index}>{part ? part(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return <>{pieces}</>;
}
