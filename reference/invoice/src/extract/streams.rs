//! Decoding content streams under a memory bound: a document's content may
//! inflate to [`MAX_CONTENT_BYTES`] in all.

use std::io::Read;

use flate2::read::ZlibDecoder;
use lopdf::content::Content;
use lopdf::{Document, Object, ObjectId, Stream};

/// Content streams of one document may inflate to at most this many bytes, so a
/// small compressed file cannot exhaust memory.
pub const MAX_CONTENT_BYTES: usize = 64 * 1024 * 1024;

/// The document's content streams inflate beyond [`MAX_CONTENT_BYTES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContentTooLarge;

/// The decoded bytes of a stream, taken from `allowance`; `None` when it cannot
/// be decoded. Plain Flate streams inflate through a capped reader.
pub fn decoded(stream: &Stream, allowance: &mut usize) -> Result<Option<Vec<u8>>, ContentTooLarge> {
    let filters = stream.filters().unwrap_or_default();
    let plain_flate =
        filters == [b"FlateDecode".as_slice()] && stream.dict.get(b"DecodeParms").is_err();
    let bytes = if plain_flate {
        let mut out = Vec::new();
        let limit = u64::try_from(*allowance)
            .unwrap_or(u64::MAX)
            .saturating_add(1);
        // A damaged stream still gives what inflated before the damage.
        let _ = ZlibDecoder::new(stream.content.as_slice())
            .take(limit)
            .read_to_end(&mut out);
        out
    } else if filters.is_empty() {
        stream.content.clone()
    } else {
        match stream.decompressed_content() {
            Ok(bytes) => bytes,
            Err(_) => return Ok(None),
        }
    };
    *allowance = allowance.checked_sub(bytes.len()).ok_or(ContentTooLarge)?;
    Ok(Some(bytes))
}

pub fn page_content(
    doc: &Document,
    page_id: ObjectId,
    allowance: &mut usize,
) -> Result<Option<Content>, ContentTooLarge> {
    let mut bytes = Vec::new();
    for id in doc.get_page_contents(page_id) {
        let Ok(stream) = doc.get_object(id).and_then(Object::as_stream) else {
            continue;
        };
        if let Some(part) = decoded(stream, allowance)? {
            bytes.extend(part);
            bytes.push(b'\n');
        }
    }
    Ok(Content::decode(&bytes).ok())
}
