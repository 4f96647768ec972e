import { locateFfmpeg } from './ffmpeg';

describe('locateFfmpeg', () => {
  it('finds the system ffmpeg and ffprobe and reads the version', async () => {
    const tools = await locateFfmpeg({});
    expect(tools).toMatchObject({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    expect(tools.version).not.toBe('unknown');
  });

  it('explains how to install ffmpeg when the configured binary does not exist', async () => {
    await expect(locateFfmpeg({ FFMPEG_PATH: '/nonexistent/ffmpeg' })).rejects.toThrow(/apt-get install ffmpeg/);
  });
});
