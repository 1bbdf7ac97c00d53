import { MESSAGES } from '../messages';

/** The fields of a clip that carry a title. */
export interface TitledVideo {
  publishingTitle?: string | null;
  title?: string | null;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The title a user sees: publishingTitle, else title, else 'No Title' (blank strings count as missing). */
export function displayTitle(video: TitledVideo): string {
  if (present(video.publishingTitle)) return video.publishingTitle;
  if (present(video.title)) return video.title;
  return MESSAGES.noTitle;
}
