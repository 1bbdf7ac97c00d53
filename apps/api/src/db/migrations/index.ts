import type { Migration } from 'kysely/migration';
import * as clips from './0001_clips';
import * as search from './0002_search';
import * as auth from './0003_auth';
import * as playlists from './0004_playlists';
import * as history from './0005_history';
import * as urlKeys from './0006_url_keys';
import * as accountSecurity from './0007_account_security';
import * as storefront from './0008_storefront';
import * as commerce from './0009_commerce';
import * as inquiries from './0010_inquiries';
import * as clipDownloads from './0011_clip_downloads';
import * as playlistDownloads from './0012_playlist_downloads';
import * as usage from './0013_usage';
import * as onboarding from './0014_onboarding';
import * as searchStatistics from './0015_search_statistics';
import * as searchStatisticsDefault from './0016_search_statistics_default';
import * as catalogueVersion from './0017_catalogue_version';
import * as searchCategoryKey from './0018_search_category_key';
import * as searchPopularityOrder from './0019_search_popularity_order';
import * as searchFirstTierCovering from './0020_search_first_tier_covering';
import * as searchPhrasePairs from './0021_search_phrase_pairs';
import * as searchFilterKeys from './0022_search_filter_keys';
import * as orderReviews from './0023_order_reviews';
import * as refunds from './0024_refunds';
import * as sessionsRegistrations from './0026_sessions_registrations';
import * as mailQueue from './0027_mail_queue';
import * as zipQuotas from './0029_zip_quotas';
import * as staffAccess from './0025_staff_access';
import * as jobs from './0030_jobs';
import * as searchConcepts from './0031_search_concepts';
import * as searchConceptLexemes from './0032_search_concept_lexemes';
import * as searchTitleWordsIndex from './0033_search_title_words_index';
import * as ordersBilling from './0034_orders_billing';
import * as comps from './0035_comps';
import * as licenceUpgrades from './0036_licence_upgrades';
import * as lineDiscountsAndSandboxTax from './0037_line_discounts_and_sandbox_tax';
import * as purchaseOrders from './0038_purchase_orders';
import * as zipProgress from './0039_zip_progress';
import * as notifications from './0040_notifications';
import * as usageNotices from './0041_usage_notices';
import * as savedSearches from './0042_saved_searches';
import * as playlistReviews from './0043_playlist_reviews';
import * as teams from './0044_teams';
import * as teamComments from './0045_team_comments';
import * as restorableFunctions from './0046_restorable_functions';

/**
 * Every migration, under the name the database records it by (its file's name): run in name order. Imported,
 * not read from the folder at run time, so the compiled server carries them in its bundle (ADR 37); a test
 * holds this list equal to the folder's files.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_clips': clips,
  '0002_search': search,
  '0003_auth': auth,
  '0004_playlists': playlists,
  '0005_history': history,
  '0006_url_keys': urlKeys,
  '0007_account_security': accountSecurity,
  '0008_storefront': storefront,
  '0009_commerce': commerce,
  '0010_inquiries': inquiries,
  '0011_clip_downloads': clipDownloads,
  '0012_playlist_downloads': playlistDownloads,
  '0013_usage': usage,
  '0014_onboarding': onboarding,
  '0015_search_statistics': searchStatistics,
  '0016_search_statistics_default': searchStatisticsDefault,
  '0017_catalogue_version': catalogueVersion,
  '0018_search_category_key': searchCategoryKey,
  '0019_search_popularity_order': searchPopularityOrder,
  '0020_search_first_tier_covering': searchFirstTierCovering,
  '0021_search_phrase_pairs': searchPhrasePairs,
  '0022_search_filter_keys': searchFilterKeys,
  '0023_order_reviews': orderReviews,
  '0024_refunds': refunds,
  '0026_sessions_registrations': sessionsRegistrations,
  '0027_mail_queue': mailQueue,
  '0029_zip_quotas': zipQuotas,
  '0025_staff_access': staffAccess,
  '0030_jobs': jobs,
  '0031_search_concepts': searchConcepts,
  '0032_search_concept_lexemes': searchConceptLexemes,
  '0033_search_title_words_index': searchTitleWordsIndex,
  '0034_orders_billing': ordersBilling,
  '0035_comps': comps,
  '0036_licence_upgrades': licenceUpgrades,
  '0037_line_discounts_and_sandbox_tax': lineDiscountsAndSandboxTax,
  '0038_purchase_orders': purchaseOrders,
  '0039_zip_progress': zipProgress,
  '0040_notifications': notifications,
  '0041_usage_notices': usageNotices,
  '0042_saved_searches': savedSearches,
  '0043_playlist_reviews': playlistReviews,
  '0044_teams': teams,
  '0045_team_comments': teamComments,
  '0046_restorable_functions': restorableFunctions,
};
