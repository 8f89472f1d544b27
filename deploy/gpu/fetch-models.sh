#!/bin/sh
# The weights the shipped workflows (apps/server/src/adapters/diffusion/comfyui/workflows) name.
# Idempotent: huggingface-cli skips files already present. Licences: deploy/gpu/README.md.
set -eu
MODELS=/opt/ComfyUI/models

# SDXL base 1.0: text-to-image, product backgrounds, inpaint, outpaint (ckpt_name in the workflows).
huggingface-cli download stabilityai/stable-diffusion-xl-base-1.0 sd_xl_base_1.0.safetensors --local-dir "$MODELS/checkpoints"

# CatVTON for CatVTONWrapper: its attention weights, the SD 1.5 inpainting base and the VAE.
huggingface-cli download zhengchong/CatVTON --local-dir "$MODELS/CatVTON"
huggingface-cli download booksforcharlie/stable-diffusion-inpainting --exclude "*.ckpt" --local-dir "$MODELS/CatVTON/stable-diffusion-inpainting"
huggingface-cli download stabilityai/sd-vae-ft-mse --local-dir "$MODELS/CatVTON/stabilityai/sd-vae-ft-mse"
# Older releases of the node read models/CatVTON, newer ones models/checkpoints/CatVTON.
ln -sfn ../CatVTON "$MODELS/checkpoints/CatVTON"

echo "Models are in place; start the stack with: docker compose -f deploy/gpu/compose.yaml up -d"
