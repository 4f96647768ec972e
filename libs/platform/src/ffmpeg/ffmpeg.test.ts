import { locateFfmpeg } from './ffmpeg';

describe('locateFfmpeg', () => {
  it('finds a working ffmpeg and ffprobe here and reads the version', async () => {
    const tools = await locateFfmpeg();
    expect(tools.version).not.toBe('unknown');
  });

  it('uses FFMPEG_PATH and FFPROBE_PATH when they are set', async () => {
    const { ffmpeg, ffprobe } = await locateFfmpeg();
    await expect(
      locateFfmpeg({ PATH: process.env.PATH, FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe }),
    ).resolves.toMatchObject({ ffmpeg, ffprobe });
  });

  it('refuses a configured binary that does not run instead of picking another, and says how to get one', async () => {
    const failure = locateFfmpeg({ PATH: process.env.PATH, FFMPEG_PATH: '/nonexistent/ffmpeg' });
    await expect(failure).rejects.toThrow(/tried "\/nonexistent\/ffmpeg" and "ffprobe"\)/);
    await expect(failure).rejects.toThrow(/\.\/scripts\/start .*apt-get install ffmpeg/);
  });
});
