export { foldKana, normalizeText } from './normalize';
export { stemEnglish } from './stem';
export { bigrams, cjkRuns, indexTerms, latinTerm, parseQuery, segmentWords, type QueryUnit, type Word } from './tokenize';
export { SYNONYM_GROUPS, synonymTable } from './synonyms';
export { isTypoAlternative, planQuery, type QueryPlan, type QuerySlot } from './plan';
export { escapeHtml, findMatches, highlight, snippet, snippetWindow, type HighlightTags, type Range } from './highlight';
