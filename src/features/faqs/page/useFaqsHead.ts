import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../../hooks/document-title';
import { faqPageStructuredData } from '../api/faq-head';
import type { FaqCategory } from '../api/faqs-query';

const STRUCTURED_DATA_ID = 'faq-structured-data';

function setMetaDescription(content: string): () => void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) return () => undefined;
  const previous = meta.content;
  meta.content = content;
  return () => {
    meta.content = previous;
  };
}

/** Titles the page, describes it for search results, and tells search engines its questions (FAQPage). */
export function useFaqsHead(categories: readonly FaqCategory[] | undefined): void {
  const { t } = useLingui();
  useDocumentTitle(t`Preguntas frecuentes`);
  const description = t`Respuestas sobre compra, venta, financiamiento, garantía y pruebas de manejo en Ola Cars, y cómo contactarnos si tu pregunta no está.`;
  useEffect(() => setMetaDescription(description), [description]);
  const json = categories ? JSON.stringify(faqPageStructuredData(categories)) : undefined;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = STRUCTURED_DATA_ID;
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
