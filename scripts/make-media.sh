#!/usr/bin/env bash
# Generates the demo library's footage into apps/api/media (decisions.md "Fulfilment": each clip has a
# watermarked preview and a clean master at a higher resolution, both real playable files):
#
#   masters/clip-NN.mp4   clean, 960×540: what a paid licence downloads; never served publicly
#   previews/clip-NN.mp4  640×360 with "PREVIEW" burnt in: what visitors see and a Personal licence downloads
#   posters/clip-NN.webp  a 640×360 still of the clean footage, for cards and the player's poster
#
# Both videos run FULFILMENT_LIMITS.previewCapSeconds (20 s): the library's ~10,000 clips share these 12
# footages, and a clip's previewUrl carries a media fragment (#t=0,N) that plays its own length up to the cap.
# The output is committed; run this again only to change the footage. Needs ffmpeg with libx264, libwebp and
# libfreetype (Debian's ffmpeg 5.1 has all three) and the DejaVu fonts (fonts-dejavu-core). Every source is one
# of ffmpeg's lavfi generators: no input footage, nothing downloaded.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${MEDIA_OUT:-$ROOT/apps/api/media}"
FFMPEG="${FFMPEG:-ffmpeg}"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
# Master and preview sizes. 960×540 rather than 1280×720 keeps the committed masters under half the bytes.
MW=960
MH=540
PW=640
PH=360
FPS=25
# packages/core FULFILMENT_LIMITS.previewCapSeconds.
LENGTH=20
# The poster is this frame of its clip.
POSTER_AT=4
# The per-pixel expression sources (geq) are drawn at this size and scaled up to the master: at full size they
# take minutes per clip, and they are blurred anyway, so the larger drawing would look the same.
GW=640
GH=360

if [ ! -f "$FONT" ]; then
  echo "The watermark's font is missing: $FONT (apt-get install fonts-dejavu-core, or set FONT=…)" >&2
  exit 1
fi

mkdir -p "$OUT/masters" "$OUT/previews" "$OUT/posters"

S="s=${MW}x${MH}:r=${FPS}"
G="s=${GW}x${GH}:r=${FPS}"
UP="scale=${MW}:${MH}:flags=bicubic"

# One filtergraph per clip. Each ends at ${MW}x${MH}; format, length and the two outputs are applied by encode().
CLIPS=(
  # 01 fractal slowly zooming in, warm (rendered small and blurred up: fine detail costs bytes)
  "mandelbrot=s=320x180:r=${FPS}:start_scale=3.2:end_scale=1.8:maxiter=300:end_pts=$((FPS * LENGTH)):start_x=-0.75:start_y=0:outer=normalized_iteration_count,${UP},hue=h=-60:s=0.9,gblur=sigma=5"
  # 02 drifting four-colour gradient
  "gradients=${S}:n=4:speed=0.015:c0=0x2b1055:c1=0x7597de:c2=0xff6f61:c3=0xffd166:type=radial"
  # 03 plasma
  "color=c=black:${G},geq=r='128+127*sin(X/37+T*0.6)*cos(Y/29-T*0.4)':g='128+127*sin((X+Y)/41+T*0.8)':b='128+127*cos(hypot(X-W/2,Y-H/2)/23-T)',gblur=sigma=3,${UP}"
  # 04 game of life in teal, with trails
  "life=s=96x54:r=3:ratio=0.3:mold=20:life_color=0x7fffd4:death_color=0x2a6f7f:mold_color=0x0b1622,fps=${FPS},scale=${GW}:${GH}:flags=neighbor,lagfun=decay=0.97,gblur=sigma=6,${UP}"
  # 05 colour bars sweeping sideways, hue rolling
  "smptehdbars=${G},scroll=horizontal=0.002,hue=H=2*PI*t/10,gblur=sigma=6,vignette=PI/5,${UP}"
  # 06 cellular automaton waterfall, tinted
  "cellauto=s=160x90:r=6:rule=110:random_fill_ratio=0.5:scroll=1,scale=${GW}:${GH}:flags=neighbor,format=gray,format=yuv444p,pseudocolor=preset=magma,gblur=sigma=4,fps=${FPS},${UP}"
  # 07 concentric ripples
  "color=c=black:${G},geq=r='128+120*sin(hypot(X-W/2,Y-H/2)/9-T*2)':g='110+90*sin(hypot(X-W/3,Y-H/3)/13-T*1.5)':b='170+80*cos(hypot(X-2*W/3,Y-2*H/3)/11-T*1.8)',gblur=sigma=1.5,${UP}"
  # 08 sierpinski carpet drifting, viridis
  "sierpinski=${G}:type=carpet:jump=1,format=gray,format=yuv444p,pseudocolor=preset=viridis,gblur=sigma=2.5,${UP}"
  # 09 test pattern, softened and rotating hue
  "testsrc2=${G},hue=H=2*PI*t/10:s=0.8,gblur=sigma=4,vignette=PI/4,${UP}"
  # 10 sunset linear gradient
  "gradients=${S}:n=3:speed=0.025:c0=0xff5e62:c1=0xff9966:c2=0x355c7d:type=linear"
  # 11 soft metaballs drifting over deep blue
  "color=c=black:${G},geq=r='min(255,30+5000/(1+hypot(X-W/2-200*sin(T*0.45),Y-H/2-90*cos(T*0.65))))':g='min(255,50+5000/(1+hypot(X-W/2-160*cos(T*0.55),Y-H/2-100*sin(T*0.35))))':b='min(255,110+5000/(1+hypot(X-W/2+180*sin(T*0.3),Y-H/2+80*sin(T*0.85))))',gblur=sigma=2,${UP}"
  # 12 aurora bands
  "color=c=black:${G},geq=r='40+40*sin(Y/50+T*0.5)':g='120+110*sin(X/90+sin(Y/40+T*0.6)*2+T*0.5)':b='140+100*cos(X/70-T*0.4+Y/120)',gblur=sigma=4,${UP}"
)

# The preview's watermark: a large translucent "PREVIEW" across the middle and the site's name in a corner,
# both with a dark edge so they read on light and dark frames alike.
WATERMARK="drawtext=fontfile=${FONT}:text=PREVIEW:fontsize=h/5:fontcolor=white@0.38:borderw=2:bordercolor=black@0.25:x=(w-text_w)/2:y=(h-text_h)/2"
WATERMARK+=",drawtext=fontfile=${FONT}:text='clipmarket preview':fontsize=h/18:fontcolor=white@0.7:borderw=1:bordercolor=black@0.5:x=w-text_w-h/24:y=h-text_h-h/24"

X264=(-c:v libx264 -preset slow -pix_fmt yuv420p -profile:v high -movflags +faststart -g $((FPS * 10)))

encode() {
  local n="$1" graph="$2"
  local master="$OUT/masters/clip-$n.mp4"
  local preview="$OUT/previews/clip-$n.mp4"
  local poster="$OUT/posters/clip-$n.webp"
  # One drawing of the source feeds both files, so master and preview are the same footage frame for frame.
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -t "$LENGTH" -i "$graph,format=yuv420p" -an \
    -filter_complex "[0:v]split=2[m][p];[p]scale=${PW}:${PH}:flags=bicubic,${WATERMARK}[wm]" \
    -map '[m]' "${X264[@]}" -crf 38 "$master" \
    -map '[wm]' "${X264[@]}" -crf 36 "$preview"
  "$FFMPEG" -hide_banner -loglevel error -y -ss "$POSTER_AT" -i "$master" -frames:v 1 \
    -vf "scale=${PW}:${PH}:flags=bicubic" -c:v libwebp -quality 55 -compression_level 6 "$poster"
  printf '%s  master %7d B  preview %7d B  poster %6d B\n' "clip-$n" \
    "$(stat -c %s "$master")" "$(stat -c %s "$preview")" "$(stat -c %s "$poster")"
}

# With arguments (`make-media.sh 03 11`) only those clips are made again.
i=0
for graph in "${CLIPS[@]}"; do
  i=$((i + 1))
  n="$(printf '%02d' "$i")"
  if [ "$#" -eq 0 ] || [[ " $* " == *" $n "* ]]; then
    encode "$n" "$graph"
  fi
done

rm -f "$OUT/.gitkeep"
du -shc "$OUT/masters" "$OUT/previews" "$OUT/posters"
