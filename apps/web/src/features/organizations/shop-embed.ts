/**
 * The tag a museum pastes where its shop should appear (public/embed.js reads it): the Foyer this
 * back office runs on, the organisation, and the shop's start page.
 */
export const shopEmbedSnippet = (foyerOrigin: string, orgId: string, page = '/organizations') =>
  `<script src="${foyerOrigin}/embed.js" data-org="${orgId}"\n        data-page="${page}" data-family="embed" async></script>`;
