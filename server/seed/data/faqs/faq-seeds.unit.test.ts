import { describe, expect, it } from 'vitest';
import { CLAIMS } from '../../../../common/claims.ts';
import { faqSeeds } from './categories.ts';

const dominican = faqSeeds.DO ?? [];
const questions = dominican.flatMap((category) => category.faqs);
const everyText = questions.flatMap((faq) => [faq.question.es, faq.question.en, faq.answer.es, faq.answer.en]);

describe('the help centre content', () => {
  it('has at least 5 sections and 25 questions, each in both languages', () => {
    expect(dominican.length).toBeGreaterThanOrEqual(5);
    expect(questions.length).toBeGreaterThanOrEqual(25);
    for (const text of [...dominican.flatMap((category) => [category.name.es, category.name.en]), ...everyText]) expect(text.trim()).not.toBe('');
  });

  it('gives every question and section a kebab-case slug the database accepts, unique in the country', () => {
    const slugs = questions.map((faq) => faq.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const slug of slugs) expect(slug.length).toBeLessThanOrEqual(80);
    const sections = dominican.map((category) => category.slug);
    expect(new Set(sections).size).toBe(sections.length);
  });

  it('features 4 to 6 questions for the home page', () => {
    const featured = questions.filter((faq) => faq.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(6);
  });

  it('states the figures of common/claims.ts and no other', () => {
    const all = everyText.join('\n');
    expect(all).toContain(`US$${CLAIMS.depositUsd}`);
    expect(all).toContain(`${CLAIMS.depositHoldHours} horas`);
    expect(all).toContain(`más de ${CLAIMS.inspectionPoints} puntos`);
    expect(all).toContain(`hasta ${CLAIMS.warrantyMonths} meses`);
    expect(all).toContain(`menos de ${CLAIMS.offerWithinHours} horas`);
    // SPEC §1's other figures are not the product's.
    expect(all).not.toMatch(/\b220\b|\b30 días\b|\b30 days\b|\b2 años\b|\b2 years\b/);
  });
});
