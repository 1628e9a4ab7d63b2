import type { YouTubeNamespace, YouTubePlayer } from '../../shared/youtube-api';

/** A stand-in for the YouTube IFrame API (no network in tests and stories): time moves when told to. */
export class FakeYouTubePlayer implements YouTubePlayer {
  static last: FakeYouTubePlayer | null = null;
  time: number;
  rate = 1;
  seeks: number[] = [];
  private readonly onStateChange: ((event: { data: number; target: YouTubePlayer }) => void) | undefined;
  private readonly onError: ((event: { data: number; target: YouTubePlayer }) => void) | undefined;

  constructor(element: HTMLElement, options: ConstructorParameters<YouTubeNamespace['Player']>[1]) {
    this.time = Number(options.playerVars?.start ?? 0);
    this.onStateChange = options.events?.onStateChange;
    this.onError = options.events?.onError;
    element.textContent = `YouTube ${options.videoId}`;
    FakeYouTubePlayer.last = this;
  }

  getCurrentTime = () => this.time;
  getDuration = () => 600;
  getPlaybackRate = () => this.rate;
  getPlayerState = () => 1;
  seekTo = (seconds: number) => {
    this.seeks.push(seconds);
    this.time = seconds;
  };
  destroy = () => {};
  /** Plays (1), pauses (2) or ends (0), as the real player reports it. */
  state(data: number) {
    this.onStateChange?.({ data, target: this });
  }
  /** Fails as the real player reports it: 2, 5, 100, 101 or 150. */
  fail(code: number) {
    this.onError?.({ data: code, target: this });
  }
}

export const fakeYouTube: YouTubeNamespace = {
  Player: FakeYouTubePlayer,
  PlayerState: { PLAYING: 1, PAUSED: 2, ENDED: 0 },
};

/** A player that refuses its video as soon as it is made, as YouTube does a video its owner will not embed. */
export const refusingYouTube = (code: number): YouTubeNamespace => ({
  ...fakeYouTube,
  Player: class extends FakeYouTubePlayer {
    constructor(...args: ConstructorParameters<typeof FakeYouTubePlayer>) {
      super(...args);
      setTimeout(() => this.fail(code));
    }
  },
});
