import { translate } from '@docusaurus/Translate';
import type { ButtonTranslations, ModalTranslations } from '@docsearch/react';

/**
 * DocSearch's UI strings, under DocSearch 3.9's keys (the modal ignores keys it does not know:
 * `satisfies` below catches a misspelt one). Ids are theme-search-algolia's, so
 * @docusaurus/theme-translations' Japanese applies; English messages are the spec's (§8, §9), which
 * differ from Docusaurus's in places ('No results for', 'to select'). Japanese overrides live in
 * plugins/local-search/i18n/ja.json.
 */
// Strings used under two keys each are translated once.
const searchLabel = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button' });
const placeholder = translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs', description: 'The placeholder of the input of the DocSearch pop-up modal' });
const clearLabel = translate({ id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query', description: 'The label and ARIA label for search box reset button' });
const cancelLabel = translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel', description: 'The label and ARIA label for search box cancel button' });

const translations = {
  button: {
    buttonText: searchLabel,
    buttonAriaLabel: searchLabel,
  },
  placeholder,
  modal: {
    // Shown as a text button and a close icon (modal.css), as DocSearch 4.7 drew them.
    searchBox: {
      resetButtonTitle: clearLabel,
      resetButtonAriaLabel: clearLabel,
      cancelButtonText: cancelLabel,
      cancelButtonAriaLabel: cancelLabel,
      searchInputLabel: translate({ id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search', description: 'The ARIA label for search input' }),
    },
    startScreen: {
      recentSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent', description: 'The title for recent searches' }),
      noRecentSearchesText: translate({ id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches', description: 'The text when there are no recent searches' }),
      saveRecentSearchButtonTitle: translate({ id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', message: 'Save this search', description: 'The title for save recent search button' }),
      removeRecentSearchButtonTitle: translate({ id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle', message: 'Remove this search from history', description: 'The title for remove recent search button' }),
      favoriteSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite', description: 'The title for favorite searches' }),
      removeFavoriteSearchButtonTitle: translate({ id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', message: 'Remove this search from favorites', description: 'The title for remove favorite search button' }),
    },
    errorScreen: {
      titleText: translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results', description: 'The title for error screen of search modal' }),
      helpText: translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.', description: 'The help text for error screen of search modal' }),
    },
    footer: {
      selectText: translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select', description: 'The explanatory text of the action for the enter key' }),
      selectKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key', description: 'The ARIA label for the Enter key button that makes the selection' }),
      navigateText: translate({ id: 'theme.SearchModal.footer.navigateText', message: 'to navigate', description: 'The explanatory text of the action for the Arrow up and Arrow down key' }),
      navigateUpKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up', description: 'The ARIA label for the Arrow up key button that makes the navigation' }),
      navigateDownKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Arrow down', description: 'The ARIA label for the Arrow down key button that makes the navigation' }),
      closeText: translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close', description: 'The explanatory text of the action for Escape key' }),
      closeKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key', description: 'The ARIA label for the Escape key button that close the modal' }),
      searchByText: translate({ id: 'theme.SearchModal.footer.searchByText', message: 'Search by', description: 'The text explain that the search is making by Algolia' }),
    },
    noResultsScreen: {
      noResultsText: translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for', description: 'The text explains that there are no results for the following search' }),
      suggestedQueryText: translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for', description: 'The text for the suggested query when no results are found for the following search' }),
      reportMissingResultsText: translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?', description: 'The text for the question where the user thinks there are missing results' }),
      reportMissingResultsLinkText: translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.', description: 'The text for the link to report missing results' }),
    },
  },
} satisfies { button: ButtonTranslations; placeholder: string; modal: ModalTranslations };

export default translations;
