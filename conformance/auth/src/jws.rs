//! Compact JWS (RFC 7515) with Ed25519 and the published key (RFC 8037),
//! read and checked by the harness itself so tokens can be verified offline.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

/// Header members that would let a token pick its own key or extensions.
pub const FORBIDDEN_HEADERS: [&str; 5] = ["jwk", "jku", "x5u", "x5c", "crit"];

pub fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

pub fn unb64(text: &str) -> Result<Vec<u8>, String> {
    URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|e| format!("not unpadded base64url: {e}"))
}

/// The one key of the service's key set.
#[derive(Debug, Clone)]
pub struct PublishedKey {
    pub kid: String,
    pub x: String,
    pub key: VerifyingKey,
}

/// RFC 7638 thumbprint of an Ed25519 OKP key.
pub fn thumbprint(x: &str) -> String {
    let canonical = format!(r#"{{"crv":"Ed25519","kty":"OKP","x":"{x}"}}"#);
    b64(&Sha256::digest(canonical.as_bytes()))
}

/// Reads a JWK Set that must hold exactly one RFC 8037 Ed25519 signing key.
pub fn parse_jwks(set: &Value) -> Result<PublishedKey, String> {
    let keys = set
        .get("keys")
        .and_then(Value::as_array)
        .ok_or("no `keys` array")?;
    let [key] = keys.as_slice() else {
        return Err(format!("{} keys instead of exactly one", keys.len()));
    };
    let member = |name: &str| key.get(name).and_then(Value::as_str);
    for (name, wanted) in [
        ("kty", "OKP"),
        ("crv", "Ed25519"),
        ("use", "sig"),
        ("alg", "Ed25519"),
    ] {
        if member(name) != Some(wanted) {
            return Err(format!("`{name}` is {:?}, not {wanted:?}", key.get(name)));
        }
    }
    if key.get("d").is_some() {
        return Err("the published key has a private `d` member".into());
    }
    let x = member("x").ok_or("no `x`")?;
    let kid = member("kid").ok_or("no `kid`")?;
    let bytes: [u8; 32] = unb64(x)?
        .try_into()
        .map_err(|raw: Vec<u8>| format!("`x` holds {} bytes, not 32", raw.len()))?;
    let key =
        VerifyingKey::from_bytes(&bytes).map_err(|e| format!("`x` is not a curve point: {e}"))?;
    Ok(PublishedKey {
        kid: kid.to_owned(),
        x: x.to_owned(),
        key,
    })
}

/// The three parts of a compact JWS, decoded.
#[derive(Debug, Clone)]
pub struct Compact {
    pub header: Value,
    pub payload: Value,
    pub signing_input: String,
    pub signature: Vec<u8>,
}

pub fn parse_compact(token: &str) -> Result<Compact, String> {
    let parts: Vec<&str> = token.split('.').collect();
    let [header, payload, signature] = parts.as_slice() else {
        return Err(format!("{} dot-separated parts instead of 3", parts.len()));
    };
    let json = |part: &str, what: &str| -> Result<Value, String> {
        serde_json::from_slice(&unb64(part)?).map_err(|e| format!("{what} is not JSON: {e}"))
    };
    Ok(Compact {
        header: json(header, "header")?,
        payload: json(payload, "payload")?,
        signing_input: format!("{header}.{payload}"),
        signature: unb64(signature)?,
    })
}

/// Verifies a token the way the spec says the service must: header `alg`
/// `Ed25519`, the published `kid`, the expected `typ`, no key-bearing headers,
/// and a strict Ed25519 signature of exactly 64 bytes.
pub fn verify(token: &str, key: &PublishedKey, typ: &str) -> Result<Compact, String> {
    let compact = verify_signature(token, key)?;
    let header = &compact.header;
    let member = |name: &str| header.get(name).and_then(Value::as_str);
    if member("alg") != Some("Ed25519") {
        return Err(format!(
            "header alg is {:?}, not \"Ed25519\"",
            header.get("alg")
        ));
    }
    if member("kid") != Some(key.kid.as_str()) {
        return Err(format!(
            "header kid is {:?}, not the published {:?}",
            header.get("kid"),
            key.kid
        ));
    }
    if member("typ") != Some(typ) {
        return Err(format!(
            "header typ is {:?}, not {typ:?}",
            header.get("typ")
        ));
    }
    if let Some(name) = FORBIDDEN_HEADERS
        .iter()
        .find(|name| header.get(**name).is_some())
    {
        return Err(format!("header carries `{name}`"));
    }
    Ok(compact)
}

/// Whether the token carries a valid Ed25519 signature by `key` over its
/// header and payload, whatever the header says (seed 001 asks only for this;
/// the header rules are the project's).
pub fn verify_signature(token: &str, key: &PublishedKey) -> Result<Compact, String> {
    let compact = parse_compact(token)?;
    let bytes: [u8; 64] = compact
        .signature
        .clone()
        .try_into()
        .map_err(|raw: Vec<u8>| format!("signature holds {} bytes, not 64", raw.len()))?;
    key.key
        .verify_strict(
            compact.signing_input.as_bytes(),
            &Signature::from_bytes(&bytes),
        )
        .map_err(|e| format!("signature does not verify strictly: {e}"))?;
    Ok(compact)
}

/// Signs `header.payload` with any key (the harness forges tokens with this).
pub fn sign(header: &Value, payload: &Value, key: &SigningKey) -> String {
    let input = format!(
        "{}.{}",
        b64(header.to_string().as_bytes()),
        b64(payload.to_string().as_bytes())
    );
    let signature = key.sign(input.as_bytes());
    format!("{input}.{}", b64(&signature.to_bytes()))
}

/// The public JWK of a signing key, as an attacker would embed it.
pub fn public_jwk(key: &SigningKey) -> Value {
    let x = b64(key.verifying_key().as_bytes());
    json!({"kty": "OKP", "crv": "Ed25519", "kid": thumbprint(&x), "x": x})
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 8037 appendix A.1–A.3: the example key and its thumbprint.
    #[test]
    fn rfc8037_thumbprint() {
        assert_eq!(
            thumbprint("11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"),
            "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"
        );
    }

    /// RFC 8037 appendix A.4: the signed example verifies (its payload is not
    /// JSON and its `alg` is EdDSA, so the signature alone is checked here).
    #[test]
    fn rfc8037_signature_verifies_strictly() {
        let set = json!({"keys": [{"kty": "OKP", "crv": "Ed25519", "use": "sig", "alg": "Ed25519",
            "kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
            "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}]});
        let key = parse_jwks(&set).unwrap();
        let token = "eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg";
        let parts: Vec<&str> = token.split('.').collect();
        let signature: [u8; 64] = unb64(parts[2]).unwrap().try_into().unwrap();
        let input = format!("{}.{}", parts[0], parts[1]);
        assert!(
            key.key
                .verify_strict(input.as_bytes(), &Signature::from_bytes(&signature))
                .is_ok()
        );
    }

    #[test]
    fn own_signatures_verify_and_tampering_does_not() {
        let signer = SigningKey::from_bytes(&[7; 32]);
        let jwk = public_jwk(&signer);
        let key = PublishedKey {
            kid: jwk["kid"].as_str().unwrap().to_owned(),
            x: jwk["x"].as_str().unwrap().to_owned(),
            key: signer.verifying_key(),
        };
        let header = json!({"alg": "Ed25519", "typ": "JWT", "kid": key.kid});
        let token = sign(&header, &json!({"jti": "a"}), &signer);
        assert!(verify(&token, &key, "JWT").is_ok());
        assert!(verify(&token, &key, "other").is_err());
        let mut flipped = token.clone().into_bytes();
        let last = flipped.len() - 5;
        flipped[last] = if flipped[last] == b'A' { b'B' } else { b'A' };
        assert!(verify(&String::from_utf8(flipped).unwrap(), &key, "JWT").is_err());
    }

    #[test]
    fn jwks_with_private_part_or_two_keys_is_refused() {
        let key = json!({"kty": "OKP", "crv": "Ed25519", "use": "sig", "alg": "Ed25519", "kid": "k",
            "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"});
        assert!(parse_jwks(&json!({"keys": [key.clone(), key.clone()]})).is_err());
        let mut private = key;
        private["d"] = json!("nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A");
        assert!(
            parse_jwks(&json!({"keys": [private]}))
                .unwrap_err()
                .contains("`d`")
        );
    }
}
