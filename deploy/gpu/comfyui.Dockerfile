# ComfyUI with the custom node the shipped workflows use (CatVTONWrapper), CUDA 12.4.
FROM pytorch/pytorch:2.5.1-cuda12.4-cudnn9-runtime

ARG COMFYUI_REF=
ARG CATVTON_WRAPPER_REF=

RUN apt-get update \
  && apt-get install -y --no-install-recommends git curl libgl1 libglib2.0-0 \
  && rm -rf /var/lib/apt/lists/*

RUN git clone https://github.com/comfyanonymous/ComfyUI /opt/ComfyUI \
  && if [ -n "$COMFYUI_REF" ]; then git -C /opt/ComfyUI checkout "$COMFYUI_REF"; fi \
  && pip install --no-cache-dir -r /opt/ComfyUI/requirements.txt

RUN git clone https://github.com/chflame163/ComfyUI_CatVTON_Wrapper /opt/ComfyUI/custom_nodes/ComfyUI_CatVTON_Wrapper \
  && if [ -n "$CATVTON_WRAPPER_REF" ]; then git -C /opt/ComfyUI/custom_nodes/ComfyUI_CatVTON_Wrapper checkout "$CATVTON_WRAPPER_REF"; fi \
  && pip install --no-cache-dir -r /opt/ComfyUI/custom_nodes/ComfyUI_CatVTON_Wrapper/requirements.txt \
  && pip install --no-cache-dir "huggingface_hub[cli]"

COPY fetch-models.sh /opt/fetch-models.sh
RUN chmod +x /opt/fetch-models.sh

WORKDIR /opt/ComfyUI
EXPOSE 8188
CMD ["python", "main.py", "--listen", "0.0.0.0", "--port", "8188"]
