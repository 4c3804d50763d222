//! The multipart upload of `/extract` and `/process`: one field `file`, at most
//! [`MAX_FILE_BYTES`], read chunk by chunk so an oversized file is refused early.

use axum::body::Bytes;
use axum::extract::FromRequest;
use axum::extract::Request;
use axum::extract::multipart::{Multipart, MultipartError};
use axum::http::{StatusCode, header};
use reference_common::ApiError;

/// 20 MiB, the seed's upload limit.
pub const MAX_FILE_BYTES: usize = 20 * 1024 * 1024;
/// The request body may exceed the file by the multipart framing.
pub const MAX_BODY_BYTES: usize = MAX_FILE_BYTES + 64 * 1024;

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
        format!("the uploaded file exceeds the limit of {MAX_FILE_BYTES} bytes (20 MiB)"),
    )
}

fn multipart_error(err: MultipartError) -> ApiError {
    if err.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large()
    } else {
        ApiError::bad_request(format!("malformed multipart body: {}", err.body_text()))
    }
}

/// The bytes of the uploaded PDF.
pub struct UploadedFile(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for UploadedFile {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_multipart = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.trim_start()
                    .to_ascii_lowercase()
                    .starts_with("multipart/form-data")
            });
        if !is_multipart {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "send the PDF as multipart/form-data in the field `file`",
            ));
        }
        let mut multipart = Multipart::from_request(req, state)
            .await
            .map_err(|rejection| ApiError::bad_request(rejection.body_text()))?;
        while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
            if field.name() != Some("file") {
                continue;
            }
            let mut bytes = Vec::new();
            while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
                if bytes.len() + chunk.len() > MAX_FILE_BYTES {
                    return Err(too_large());
                }
                bytes.extend_from_slice(&chunk);
            }
            if bytes.is_empty() {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "missing_file",
                    "the field `file` is empty",
                ));
            }
            return Ok(UploadedFile(Bytes::from(bytes)));
        }
        Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "missing_file",
            "the form has no field `file` holding the PDF",
        ))
    }
}
