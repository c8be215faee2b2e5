/**
 * The notice on a page whose other language changed since the two were last brought in line
 * (README: Writing and maintenance, freshness between the languages): the build marks the page
 * (lib/i18n-freshness.ts), and the notice links to the same page in the other language.
 */
import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { OTHER_LANGUAGE_NEWER } from '../../../lib/i18n-freshness-field';
import styles from './styles.module.css';

export default function TranslationFreshnessNotice(): ReactNode {
  const { metadata } = useDoc();
  const { i18n } = useDocusaurusContext();
  const { createUrl } = useAlternatePageUtils();
  if ((metadata.frontMatter as Record<string, unknown>)[OTHER_LANGUAGE_NEWER] !== true) return null;
  const other = i18n.currentLocale === 'ja' ? 'en' : 'ja';
  const language =
    other === 'en'
      ? translate({ id: 'translationFreshness.language.en', message: 'English', description: 'Name of the English language in the notice that a page is out of date' })
      : translate({ id: 'translationFreshness.language.ja', message: 'Japanese', description: 'Name of the Japanese language in the notice that a page is out of date' });
  return (
    <div className={`alert alert--warning ${styles.notice}`} role="note">
      <Translate id="translationFreshness.notice" description="Notice on a page whose other language changed after it was last translated; {language} is that language" values={{ language }}>
        {'This page may be out of date: the {language} version has changed since it was last brought in line with it.'}
      </Translate>{' '}
      <a href={createUrl({ locale: other, fullyQualified: false })} hrefLang={i18n.localeConfigs[other]?.htmlLang} lang={i18n.localeConfigs[other]?.htmlLang}>
        <Translate id="translationFreshness.link" description="Link from the out-of-date notice to the same page in the other language; {language} is that language" values={{ language }}>
          {'Read the {language} version'}
        </Translate>
      </a>
    </div>
  );
}
