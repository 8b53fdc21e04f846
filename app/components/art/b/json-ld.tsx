/**
 * JSON-LD rendered in the page body, for pages whose route `meta` is not ours to change
 * (the artist page). `<` is escaped so the data cannot close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
