import { useContext, useEffect, useRef, type ContextType } from 'react';
import { Description, DocsContext, DocsStory, Subheading, useOf } from '@storybook/addon-docs/blocks';

type Story = ReturnType<ContextType<typeof DocsContext>['componentStoriesFromCSFFile']>[number];
type Viewports = Record<string, { styles?: { width?: string; height?: string } }>;

/**
 * Every story of a stories file, in the file's order, each with its name and description: the "Every state"
 * section of a component's docs page (docs/storybook/DocsTemplate.mdx). Storybook's own `Stories` block shows
 * only the page's primary file, and leaves out every story whose state comes from its play function; a
 * component's states are mostly in its `.features.stories.tsx`, which has no docs page of its own (`!autodocs`).
 * A Playground is left out (the Props section's controls drive it), and so are the stories in `except`, which the
 * page shows already (its top's story).
 *
 * A story is drawn inline when its render is its state. A story whose state comes from its play function (a
 * press, a typed value, an answer from the mock server) is drawn in a frame of its own, where the play runs as in
 * the story's own view: inline, Storybook does not run it, and a story that mounts in its play would stay empty.
 * A frame also keeps a modal's backdrop over the frame, not the page. A story drawn at a viewport (a phone) is
 * framed at that size.
 */
export function StoryGallery({
  of,
  except = [],
  only,
}: {
  of: Parameters<typeof useOf>[0];
  except?: unknown[];
  /** These stories alone: the telling states of a long component, whose every state has a page of its own. */
  only?: unknown[];
}) {
  const { csfFile } = useOf(of, ['meta']);
  const context = useContext(DocsContext);
  const stories = context
    .componentStoriesFromCSFFile(csfFile)
    .filter(
      (story) =>
        story.name !== 'Playground' &&
        !except.includes(story.moduleExport) &&
        (!only || only.includes(story.moduleExport)),
    );
  return (
    <>
      {stories.map((story) =>
        framed(story) ? (
          <FramedStory key={story.id} story={story} />
        ) : (
          <DocsStory key={story.id} of={story.moduleExport} expanded />
        ),
      )}
    </>
  );
}

/** The viewport a story is drawn at (`globals: { viewport }`, e.g. a phone), if it names one. */
function viewportOf(story: Story) {
  const name = (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
  const options = (story.parameters?.viewport as { options?: Viewports } | undefined)?.options ?? {};
  const styles = name ? options[name]?.styles : undefined;
  return styles?.width ? { width: styles.width, height: styles.height ?? '740px' } : undefined;
}

/** Whether a story needs a frame of its own: a viewport, a play function, or a modal's `inline: false`. */
function framed(story: Story) {
  const inline = (story.parameters?.docs as { story?: { inline?: boolean } } | undefined)?.story?.inline;
  return Boolean(viewportOf(story) || story.playFunction || story.usesMount || inline === false);
}

/** The frame's height until its story has drawn, and while a modal is open in it. */
const FRAME_MIN_HEIGHT = 160;
const FRAME_MODAL_HEIGHT = 600;

/**
 * The page's frames start one after another, each once the one before has drawn its story and run its play: plays
 * that press keys and move focus would otherwise take the focus from one another, as two frames cannot both
 * hold it.
 */
let queue: Promise<void> = Promise.resolve();
function inTurn(start: () => Promise<void>) {
  queue = queue.then(start, start);
}

/** Resolves once the story in a frame has drawn and run its play (or failed), read from its preview. */
function drawn(frame: HTMLIFrameElement) {
  return new Promise<void>((resolve) => {
    const done = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];
    const look = () => {
      const phase = (
        frame.contentWindow as
          (Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }) | null
      )?.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      if (!frame.isConnected || (phase && done.includes(phase))) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * A story in a frame of its own, its play function run there. At a viewport the frame has the viewport's size;
 * otherwise it is as wide as the page's column and as tall as what the story draws (the same origin lets the page
 * measure it), or room for a modal while one is open.
 */
function FramedStory({ story }: { story: Story }) {
  const viewport = viewportOf(story);
  // A modal's story names the room it needs (`docs.story.height`).
  const fixed = (story.parameters?.docs as { story?: { height?: string } } | undefined)?.story?.height;
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    let observer: ResizeObserver | undefined;
    const fit = () => {
      const doc = frame.contentDocument;
      if (viewport || fixed || !doc?.body) return;
      const height = () => {
        const modal = doc.querySelector('dialog[open]') ? FRAME_MODAL_HEIGHT : 0;
        frame.style.height = `${Math.max(doc.documentElement.scrollHeight, modal, FRAME_MIN_HEIGHT)}px`;
      };
      observer?.disconnect();
      observer = new ResizeObserver(height);
      observer.observe(doc.body);
      // A modal opens in the top layer, which changes no size the observer sees.
      new MutationObserver(height).observe(doc.body, { subtree: true, attributeFilter: ['open'] });
      height();
    };
    frame.addEventListener('load', fit);
    inTurn(
      () =>
        new Promise<void>((resolve) => {
          if (!frame.isConnected) return resolve();
          frame.addEventListener('load', () => void drawn(frame).then(resolve), { once: true });
          frame.src = `iframe.html?id=${story.id}&viewMode=story`;
        }),
    );
    return () => {
      frame.removeEventListener('load', fit);
      observer?.disconnect();
    };
  }, [story.id, viewport, fixed]);
  return (
    <>
      <Subheading>{story.name}</Subheading>
      <Description of={story.moduleExport} />
      <iframe
        ref={ref}
        title={`${story.title}: ${story.name}`}
        style={{
          display: 'block',
          width: viewport?.width ?? '100%',
          maxWidth: '100%',
          height: viewport?.height ?? fixed ?? `${FRAME_MIN_HEIGHT}px`,
          marginBottom: 24,
          border: '1px solid #e6e6e6',
          borderRadius: 4,
        }}
      />
    </>
  );
}
