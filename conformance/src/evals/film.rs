//! Animated GIFs of episodes, made by replaying the recorded (clipped) actions
//! on the deterministic tabletop with the camera on.

use std::path::Path;

use conformance_policy::{Action, ImageSize, Tabletop, Task};

use super::record::EpisodeRecord;

/// Frame side for filmstrips, independent of the size sent to the policy.
const FILM_SIDE: usize = 256;
/// Hundredths of a second per frame.
const FRAME_DELAY: u16 = 8;

/// Writes `dir/<task>-<seed>.gif` and returns its file name.
pub fn write_gif(dir: &Path, episode: &EpisodeRecord) -> anyhow::Result<String> {
    let task: Task = episode
        .task
        .parse()
        .map_err(|_| anyhow::anyhow!("unknown task {:?} in the report", episode.task))?;
    let size = ImageSize::new(FILM_SIDE, FILM_SIDE).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let mut table = Tabletop::new(task, episode.seed, Some(size));
    let name = format!("{}-{}.gif", episode.task, episode.seed);
    let file = std::fs::File::create(dir.join(&name))?;
    let mut encoder = gif::Encoder::new(file, FILM_SIDE as u16, FILM_SIDE as u16, &[])?;
    encoder.set_repeat(gif::Repeat::Infinite)?;
    let mut push = |table: &Tabletop| -> anyhow::Result<()> {
        let image = table
            .image()
            .ok_or_else(|| anyhow::anyhow!("the tabletop rendered no image"))?;
        let mut frame =
            gif::Frame::from_rgb_speed(FILM_SIDE as u16, FILM_SIDE as u16, image.bytes(), 10);
        frame.delay = FRAME_DELAY;
        encoder.write_frame(&frame)?;
        Ok(())
    };
    push(&table)?;
    for values in &episode.actions {
        let action =
            Action::from_values(values).map_err(|e| anyhow::anyhow!("recorded action: {e}"))?;
        if table.step(action).is_err() {
            break;
        }
        push(&table)?;
    }
    Ok(name)
}
