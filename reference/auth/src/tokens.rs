//! Agent tokens: compact JWS (RFC 7515) signed with Ed25519, `alg: "Ed25519"`
//! as RFC 9864 names it. The deprecated polymorphic `EdDSA` and every other
//! `alg` are refused, as are unknown `kid`s, key-carrying headers
//! (`jwk`, `jku`, `x5u`, `x5c`), `crit`, and signatures that
//! `verify_strict` rejects (non-canonical S, small-order points).

use std::num::NonZeroUsize;
use std::sync::{Mutex, MutexGuard, PoisonError};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use lru::LruCache;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

pub const ALG: &str = "Ed25519";
/// `typ` of agent tokens; a missing `typ` is accepted too (RFC 7519 §5.1).
const TOKEN_TYP: &str = "JWT";
/// Longest token string accepted. The largest grant the scope rules allow
/// (64 scopes of 16 segments of 64 characters) makes a root token of about
/// 90 KiB, which must verify; anything longer is refused before decoding.
const MAX_TOKEN_LEN: usize = 128 * 1024;
/// Only tokens up to this length are remembered once verified, which bounds
/// the cache to `VERIFIED_CAPACITY` × 16 KiB; usual tokens are under 2 KiB.
const REMEMBERED_TOKEN_LEN: usize = 16 * 1024;
const FORBIDDEN_HEADERS: [&str; 5] = ["jwk", "jku", "x5u", "x5c", "crit"];

/// The claims every token carries (AUTH-TOKEN-*).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    pub jti: String,
    /// Id of the grant the token was issued under.
    pub grant: String,
    /// The agent the grant delegates to.
    pub sub: String,
    /// Jti of the token this one was derived from; absent on a root token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    /// Jtis of every ancestor, root first; empty on a root token.
    pub ancestors: Vec<String>,
    pub scopes: Vec<String>,
    pub iat: i64,
    pub exp: i64,
    /// The token's own use limit.
    #[serde(rename = "maxUses")]
    pub max_uses: i64,
    /// 0 for the root token, parent's depth + 1 for a child.
    pub depth: i64,
}

/// Why a presented token string was refused; the reason code a check reports
/// is always `invalid_token`, these variants only serve logs and tests.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("not a compact JWS")]
    Malformed,
    #[error("unsupported alg")]
    Algorithm,
    #[error("unknown kid")]
    UnknownKey,
    #[error("header carries a forbidden member")]
    ForbiddenHeader,
    #[error("typ is not JWT")]
    NotAToken,
    #[error("bad signature")]
    Signature,
    #[error("claims do not parse")]
    Claims,
}

/// How many verified token strings [`Keys`] remembers.
const VERIFIED_CAPACITY: NonZeroUsize = NonZeroUsize::new(4096).expect("non-zero");

/// The service's Ed25519 signing key and its public identity.
pub struct Keys {
    signing: SigningKey,
    verifying: VerifyingKey,
    kid: String,
    /// Claims of recently verified token strings. A signature over the same
    /// bytes under the same key stays valid, and checks present the same
    /// token again and again: a hit skips the curve arithmetic that
    /// otherwise dominates a check's cost.
    verified: Mutex<LruCache<String, Claims>>,
}

impl Keys {
    pub fn from_secret(secret: [u8; 32]) -> Self {
        let signing = SigningKey::from_bytes(&secret);
        let verifying = signing.verifying_key();
        let kid = thumbprint(&verifying);
        Self {
            signing,
            verifying,
            kid,
            verified: Mutex::new(LruCache::new(VERIFIED_CAPACITY)),
        }
    }

    pub fn secret(&self) -> [u8; 32] {
        self.signing.to_bytes()
    }

    pub fn kid(&self) -> &str {
        &self.kid
    }

    /// The public JWK (RFC 8037); never holds `d`.
    pub fn jwk(&self) -> Value {
        json!({
            "kty": "OKP",
            "crv": "Ed25519",
            "x": URL_SAFE_NO_PAD.encode(self.verifying.as_bytes()),
            "kid": self.kid(),
            "use": "sig",
            "alg": ALG,
        })
    }

    pub fn sign(&self, claims: &Claims) -> String {
        let payload = serde_json::to_vec(claims).expect("claims serialise");
        self.sign_compact(TOKEN_TYP, &payload)
    }

    /// A compact JWS over `payload` whose header names `typ`; tokens use
    /// `JWT`, so nothing else this key signs can pass for a token.
    pub fn sign_compact(&self, typ: &str, payload: &[u8]) -> String {
        let header = json!({"alg": ALG, "typ": typ, "kid": self.kid});
        let signing_input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(payload)
        );
        let signature = self.signing.sign(signing_input.as_bytes());
        format!(
            "{signing_input}.{}",
            URL_SAFE_NO_PAD.encode(signature.to_bytes())
        )
    }

    /// Checks form, header and signature and returns the claims. Whether the
    /// token is still active (expiry, revocation, uses) is the store's call.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        if let Some(claims) = self.remembered().get(token) {
            return Ok(claims.clone());
        }
        let claims = self.verify_afresh(token)?;
        if token.len() <= REMEMBERED_TOKEN_LEN {
            self.remembered().put(token.to_owned(), claims.clone());
        }
        Ok(claims)
    }

    fn remembered(&self) -> MutexGuard<'_, LruCache<String, Claims>> {
        self.verified.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn verify_afresh(&self, token: &str) -> Result<Claims, TokenError> {
        if token.len() > MAX_TOKEN_LEN {
            return Err(TokenError::Malformed);
        }
        let mut parts = token.split('.');
        let (Some(header_b64), Some(payload_b64), Some(signature_b64), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(TokenError::Malformed);
        };
        let header_bytes = URL_SAFE_NO_PAD
            .decode(header_b64)
            .map_err(|_| TokenError::Malformed)?;
        let header: serde_json::Map<String, Value> =
            serde_json::from_slice(&header_bytes).map_err(|_| TokenError::Malformed)?;
        if header.get("alg").and_then(Value::as_str) != Some(ALG) {
            return Err(TokenError::Algorithm);
        }
        if FORBIDDEN_HEADERS
            .iter()
            .any(|name| header.contains_key(*name))
        {
            return Err(TokenError::ForbiddenHeader);
        }
        if header.get("kid").and_then(Value::as_str) != Some(self.kid.as_str()) {
            return Err(TokenError::UnknownKey);
        }
        if header
            .get("typ")
            .is_some_and(|typ| typ.as_str() != Some(TOKEN_TYP))
        {
            return Err(TokenError::NotAToken);
        }
        let signature_bytes = URL_SAFE_NO_PAD
            .decode(signature_b64)
            .map_err(|_| TokenError::Signature)?;
        let signature =
            Signature::from_slice(&signature_bytes).map_err(|_| TokenError::Signature)?;
        let signing_input_len = header_b64.len() + 1 + payload_b64.len();
        self.verifying
            .verify_strict(&token.as_bytes()[..signing_input_len], &signature)
            .map_err(|_| TokenError::Signature)?;
        let payload = URL_SAFE_NO_PAD
            .decode(payload_b64)
            .map_err(|_| TokenError::Malformed)?;
        serde_json::from_slice(&payload).map_err(|_| TokenError::Claims)
    }
}

/// RFC 7638 JWK thumbprint, base64url: SHA-256 over the required members in
/// lexicographic order.
fn thumbprint(key: &VerifyingKey) -> String {
    let canonical = format!(
        r#"{{"crv":"Ed25519","kty":"OKP","x":"{}"}}"#,
        URL_SAFE_NO_PAD.encode(key.as_bytes())
    );
    URL_SAFE_NO_PAD.encode(Sha256::digest(canonical.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> Keys {
        Keys::from_secret([7; 32])
    }

    fn claims() -> Claims {
        Claims {
            jti: "tok_1".into(),
            grant: "grt_1".into(),
            sub: "agent".into(),
            parent: None,
            ancestors: vec![],
            scopes: vec!["files:read".into()],
            iat: 1,
            exp: 2,
            max_uses: 3,
            depth: 0,
        }
    }

    fn b64(value: &Value) -> String {
        URL_SAFE_NO_PAD.encode(value.to_string())
    }

    /// Re-signs a token with our key but a header of the attacker's choosing.
    fn with_header(keys: &Keys, header: Value) -> String {
        let input = format!(
            "{}.{}",
            b64(&header),
            b64(&serde_json::to_value(claims()).unwrap())
        );
        let sig = keys.signing.sign(input.as_bytes());
        format!("{input}.{}", URL_SAFE_NO_PAD.encode(sig.to_bytes()))
    }

    #[test]
    fn rfc8037_appendix_a_key_and_thumbprint() {
        let secret = URL_SAFE_NO_PAD
            .decode("nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A")
            .unwrap();
        let keys = Keys::from_secret(secret.try_into().unwrap());
        assert_eq!(
            keys.jwk()["x"],
            "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
        );
        assert_eq!(keys.kid(), "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
        assert!(keys.jwk().get("d").is_none());
    }

    #[test]
    fn round_trip() {
        let keys = keys();
        let token = keys.sign(&claims());
        assert_eq!(keys.verify(&token), Ok(claims()));
    }

    #[test]
    fn refuses_alg_none_and_friends() {
        let keys = keys();
        for alg in [
            "none", "None", "NONE", "nOnE", "HS256", "HS512", "EdDSA", "ed25519", "RS256",
        ] {
            let token = with_header(&keys, json!({"alg": alg, "kid": keys.kid()}));
            assert_eq!(keys.verify(&token), Err(TokenError::Algorithm), "{alg}");
        }
        let token = with_header(&keys, json!({"kid": keys.kid()}));
        assert_eq!(keys.verify(&token), Err(TokenError::Algorithm));
        // An unsigned token: empty signature part.
        let unsigned = format!(
            "{}.{}.",
            b64(&json!({"alg": "none"})),
            b64(&serde_json::to_value(claims()).unwrap())
        );
        assert!(keys.verify(&unsigned).is_err());
    }

    #[test]
    fn refuses_hmac_keyed_with_public_key() {
        use sha2::Sha256;
        let keys = keys();
        let input = format!(
            "{}.{}",
            b64(&json!({"alg": "HS256", "kid": keys.kid()})),
            b64(&serde_json::to_value(claims()).unwrap())
        );
        // A poor man's HMAC is enough: any 32-byte tag must be refused.
        let tag = Sha256::digest([keys.verifying.as_bytes().as_slice(), input.as_bytes()].concat());
        let token = format!("{input}.{}", URL_SAFE_NO_PAD.encode(tag));
        assert!(keys.verify(&token).is_err());
    }

    #[test]
    fn refuses_unknown_kid_and_embedded_keys() {
        let keys = keys();
        let token = with_header(&keys, json!({"alg": ALG, "kid": "other"}));
        assert_eq!(keys.verify(&token), Err(TokenError::UnknownKey));
        let token = with_header(&keys, json!({"alg": ALG}));
        assert_eq!(keys.verify(&token), Err(TokenError::UnknownKey));
        for member in ["jwk", "jku", "x5u", "x5c", "crit"] {
            let token = with_header(
                &keys,
                json!({"alg": ALG, "kid": keys.kid(), member: keys.jwk()}),
            );
            assert_eq!(
                keys.verify(&token),
                Err(TokenError::ForbiddenHeader),
                "{member}"
            );
        }
    }

    #[test]
    fn other_documents_signed_with_the_key_are_not_tokens() {
        let keys = keys();
        let payload = serde_json::to_vec(&claims()).unwrap();
        let head = keys.sign_compact("touchstone-audit-head", &payload);
        assert_eq!(keys.verify(&head), Err(TokenError::NotAToken));
        let untyped = with_header(&keys, json!({"alg": ALG, "kid": keys.kid()}));
        assert_eq!(keys.verify(&untyped), Ok(claims()));
    }

    #[test]
    fn refuses_tampering_and_foreign_keys() {
        let keys = keys();
        let token = keys.sign(&claims());
        // Verified once, the genuine token is remembered; its forgeries
        // below must still be checked in full.
        assert_eq!(keys.verify(&token), Ok(claims()));
        assert_eq!(keys.verify(&token), Ok(claims()));
        let parts: Vec<&str> = token.split('.').collect();
        let mut forged = claims();
        forged.scopes = vec!["*".into()];
        let tampered = format!(
            "{}.{}.{}",
            parts[0],
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&forged).unwrap()),
            parts[2]
        );
        assert_eq!(keys.verify(&tampered), Err(TokenError::Signature));

        let mut sig = URL_SAFE_NO_PAD.decode(parts[2]).unwrap();
        for bit in [0, 100, 511] {
            let mut flipped = sig.clone();
            flipped[bit / 8] ^= 1 << (bit % 8);
            let token = format!(
                "{}.{}.{}",
                parts[0],
                parts[1],
                URL_SAFE_NO_PAD.encode(&flipped)
            );
            assert_eq!(keys.verify(&token), Err(TokenError::Signature), "bit {bit}");
        }
        for len in [63, 65] {
            sig.resize(len, 0);
            let token = format!("{}.{}.{}", parts[0], parts[1], URL_SAFE_NO_PAD.encode(&sig));
            assert_eq!(
                keys.verify(&token),
                Err(TokenError::Signature),
                "length {len}"
            );
        }

        let other = Keys::from_secret([8; 32]);
        let foreign = other.sign(&claims());
        assert!(keys.verify(&foreign).is_err());
    }

    #[test]
    fn refuses_non_canonical_s() {
        // s + L (the group order) verifies under the lax rule but not under verify_strict.
        const L: [u8; 32] = [
            0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9,
            0xde, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
        ];
        let keys = keys();
        let token = keys.sign(&claims());
        let parts: Vec<&str> = token.split('.').collect();
        let mut sig = URL_SAFE_NO_PAD.decode(parts[2]).unwrap();
        let mut carry = 0u16;
        for i in 0..32 {
            let sum = sig[32 + i] as u16 + L[i] as u16 + carry;
            sig[32 + i] = sum as u8;
            carry = sum >> 8;
        }
        let token = format!("{}.{}.{}", parts[0], parts[1], URL_SAFE_NO_PAD.encode(&sig));
        assert_eq!(keys.verify(&token), Err(TokenError::Signature));
    }

    #[test]
    fn refuses_malformed() {
        let keys = keys();
        let token = keys.sign(&claims());
        for bad in [
            String::new(),
            "a.b".into(),
            "a.b.c.d".into(),
            format!("{token}="),
            format!("{token}.x"),
            token.replacen('.', "..", 1),
            "x".repeat(MAX_TOKEN_LEN + 1),
        ] {
            assert!(keys.verify(&bad).is_err(), "{bad:.40}");
        }
    }
}
