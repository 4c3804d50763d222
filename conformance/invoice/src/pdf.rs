//! A minimal one-page text PDF written from scratch, for inputs the corpus
//! cannot hold (a content stream that inflates past a limit, dates that read
//! two ways).

use std::io::Write;

use flate2::Compression;
use flate2::write::ZlibEncoder;

/// A valid PDF whose single page shows `lines` in Helvetica, one under the
/// other, with its content stream followed by `padding` spaces and compressed
/// with FlateDecode.
pub fn text_page(lines: &[&str], padding: usize) -> Vec<u8> {
    let shown: String = lines
        .iter()
        .map(|line| {
            let escaped = line
                .replace('\\', "\\\\")
                .replace('(', "\\(")
                .replace(')', "\\)");
            format!("({escaped}) Tj T*\n")
        })
        .collect();
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    let content = format!("BT /F1 12 Tf 16 TL 72 720 Td\n{shown}ET\n");
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(content.as_bytes());
    let spaces = vec![b' '; 1 << 20];
    let mut left = padding;
    while left > 0 {
        let n = left.min(spaces.len());
        let _ = encoder.write_all(&spaces[..n]);
        left -= n;
    }
    let stream = encoder.finish().unwrap_or_default();

    let mut objects: Vec<Vec<u8>> = vec![
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>"
            .to_vec(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".to_vec(),
    ];
    let mut content_object = format!(
        "<< /Length {} /Filter /FlateDecode >>\nstream\n",
        stream.len()
    )
    .into_bytes();
    content_object.extend_from_slice(&stream);
    content_object.extend_from_slice(b"\nendstream");
    objects.push(content_object);

    let mut pdf = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets = Vec::new();
    for (index, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n", index + 1).as_bytes());
        pdf.extend_from_slice(object);
        pdf.extend_from_slice(b"\nendobj\n");
    }
    let xref = pdf.len();
    pdf.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    pdf
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xref_offsets_point_at_their_objects() {
        let pdf = text_page(&["Invoice Number: (A)", "Total: 1.00"], 10);
        let at = |offset: usize, prefix: &str| pdf[offset..].starts_with(prefix.as_bytes());
        let tail = String::from_utf8_lossy(&pdf[pdf.len() - 30..]).into_owned();
        let xref: usize = tail
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .unwrap();
        assert!(at(xref, "xref\n0 6\n0000000000 65535 f \n"));
        let table = String::from_utf8_lossy(&pdf[xref..]).into_owned();
        for (index, line) in table.lines().skip(3).take(5).enumerate() {
            let offset: usize = line[..10].parse().unwrap();
            assert!(
                at(offset, &format!("{} 0 obj", index + 1)),
                "object {}",
                index + 1
            );
        }
    }

    #[test]
    fn padding_compresses_small() {
        assert!(text_page(&["x"], 8 << 20).len() < 100_000);
    }
}
