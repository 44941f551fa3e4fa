import '../../../styles/policyText.css';
import { useMemo } from 'react';
import { dropTitleHeading } from '../../../lib/site/dropTitleHeading.ts';
import { normaliseHeadings } from '../../../lib/site/normaliseHeadings.ts';
import { schemaHtml } from './schemaHtml.ts';

export interface RichTextPreviewProps {
  html: string;
  /** The page's title, when the text is a policy page's: its opening heading is dropped as the page drops it. */
  pageTitle?: string;
}

/**
 * The text as the policy page shows it: its styles (src/styles/policyText.css) and its heading rules
 * (src/components/info/PolicyPage.astro). The HTML goes through the editor's schema first, so only
 * the editor's tags and links reach the page, whatever the value held. Heavy, like the editor:
 * import it through RichTextField or lazyRichText.tsx.
 */
export function RichTextPreview({ html, pageTitle }: RichTextPreviewProps) {
  const shown = useMemo(() => {
    const kept = schemaHtml(html);
    return normaliseHeadings(pageTitle ? dropTitleHeading(kept, pageTitle) : kept);
  }, [html, pageTitle]);
  if (!html.trim()) return <p className="text-neutral-700">Nothing written yet.</p>;
  return <div className="policy-text" dangerouslySetInnerHTML={{ __html: shown }} />;
}

export default RichTextPreview;
